/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { BUTTON_LATER_ATTRIBUTE } from '@shop/ui-kit/buttonLater';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAP_BUTTON_WAIT_MS, EARLY_TAP_REPLAY_MS, EARLY_TAPS_MAX, EARLY_TAPS_SCRIPT, holdEventsUntilLive, LIVE_PART_ATTRIBUTE, pauseEarlyTaps, releaseHeldEvents, replayEarlyTaps } from './earlyTaps';
import { shellCss } from './styles';

/** The server's page: buttons whose handlers the page's code attaches later (here: at once, to count). */
function serverPage(count: number) {
  document.body.innerHTML = Array.from({ length: count }, (_, i) => `<button type="button" id="b${i}">${i}</button>`).join('') + '<a id="link" href="#x">x</a>';
  const ran: string[] = [];
  for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => ran.push(button.id));
  // The inline script runs in the head, before any of this.
  new Function(EARLY_TAPS_SCRIPT)();
  return ran;
}

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  replayEarlyTaps();
  jest.runAllTimers();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

/** The page is live: the taps are replayed (in the task after). */
function pageLive() {
  replayEarlyTaps();
  jest.runAllTimers();
}

describe('taps made before the page is live are replayed once it is, not lost', () => {
  it('holds a tap on a button until the page is live, then runs its handler once, however often it was tapped', () => {
    const ran = serverPage(2);
    const b1 = document.getElementById('b1')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    b1.dispatchEvent(event);
    b1.click();
    b1.click();
    expect(event.defaultPrevented).toBe(true);
    expect(ran).toEqual([]);
    // Marked as taken meanwhile (the shell's CSS shows it waiting).
    expect(b1).toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    expect(shellCss).toContain(`[${EARLY_TAP_ATTRIBUTE}]{cursor:progress;opacity:.7}`);
    pageLive();
    expect(ran).toEqual(['b1']);
    expect(b1).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
  });

  it('replays in the order tapped, at most EARLY_TAPS_MAX controls', () => {
    const ran = serverPage(EARLY_TAPS_MAX + 2);
    for (const i of [2, 0, 4, 1, 3]) document.getElementById(`b${i}`)!.click();
    pageLive();
    expect(ran).toEqual(['b2', 'b0', 'b4', 'b1', 'b3'].slice(0, EARLY_TAPS_MAX));
  });

  it('drops a tap on a control the page no longer has (a page the browser rendered anew)', () => {
    const ran = serverPage(1);
    const b0 = document.getElementById('b0')!;
    b0.click();
    b0.remove();
    pageLive();
    expect(ran).toEqual([]);
  });

  it("holds a tap on a label the page's code turns into a button (a facet's heading), and replays it on that button", () => {
    document.body.innerHTML = `<h3 id="heading"><span ${BUTTON_LATER_ATTRIBUTE}="">Marke</span></h3>`;
    new Function(EARLY_TAPS_SCRIPT)();
    const label = document.querySelector('span')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(event);
    label.click();
    expect(event.defaultPrevented).toBe(true);
    expect(label).toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    // The page is live; the button takes the label's place with the render right after.
    replayEarlyTaps();
    expect(label).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    const ran: string[] = [];
    const button = document.createElement('button');
    button.type = 'button';
    button.addEventListener('click', () => ran.push('toggle'));
    label.replaceWith(button);
    jest.runAllTimers();
    expect(ran).toEqual(['toggle']);
  });

  it("replays a tap on a label on the button that takes its place later than the task after the page is live (a part of the page that hydrates after it), within EARLY_TAP_BUTTON_WAIT_MS", async () => {
    document.body.innerHTML = `<h3 id="heading"><span ${BUTTON_LATER_ATTRIBUTE}="">Marke</span></h3><h3 id="late"><span ${BUTTON_LATER_ATTRIBUTE}="">Preis</span></h3>`;
    new Function(EARLY_TAPS_SCRIPT)();
    const [label, tooLate] = document.querySelectorAll('span');
    label!.click();
    tooLate!.click();
    // The page is live: the replay's task runs, and neither button is there yet.
    replayEarlyTaps();
    await jest.advanceTimersByTimeAsync(0);
    const ran: string[] = [];
    const buttonFor = (name: string) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.addEventListener('click', () => ran.push(name));
      return button;
    };
    // Its part hydrates a while after the page was marked live.
    await jest.advanceTimersByTimeAsync(EARLY_TAP_BUTTON_WAIT_MS - 100);
    label!.replaceWith(buttonFor('Marke'));
    await jest.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['Marke']);
    // Past the wait, a button that comes is the shopper's to tap again.
    await jest.advanceTimersByTimeAsync(200);
    tooLate!.replaceWith(buttonFor('Preis'));
    await jest.advanceTimersByTimeAsync(EARLY_TAP_BUTTON_WAIT_MS);
    expect(ran).toEqual(['Marke']);
  });

  it('drops a tap on a label whose part of the page is gone', () => {
    document.body.innerHTML = `<h3><span ${BUTTON_LATER_ATTRIBUTE}="">Marke</span></h3>`;
    new Function(EARLY_TAPS_SCRIPT)();
    document.querySelector('span')!.click();
    replayEarlyTaps();
    const heading = document.querySelector('h3')!;
    const ran: string[] = [];
    heading.innerHTML = '<button type="button">Marke</button>';
    heading.querySelector('button')!.addEventListener('click', () => ran.push('toggle'));
    heading.remove();
    jest.runAllTimers();
    expect(ran).toEqual([]);
  });

  it('leaves links alone, and once live every tap goes straight to the page', () => {
    const ran = serverPage(1);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    pageLive();
    document.getElementById('b0')!.click();
    expect(ran).toEqual(['b0']);
    expect(window.__shopEarlyTaps).toBeUndefined();
  });
});

describe('events in the server-rendered remote part do not reach React until it is live', () => {
  it('holds a key, a click and a change in the part from the root container (where React listens), keeps their own effect, and lets them through once released', () => {
    document.body.innerHTML = '<div id="root"><header><input id="field"></header><main id="main"><input id="box" type="checkbox"></main></div>';
    const root = document.getElementById('root')!;
    const box = document.getElementById('box') as HTMLInputElement;
    const seen: string[] = [];
    for (const type of ['click', 'keydown', 'change', 'input']) root.addEventListener(type, (event) => seen.push(`${type}:${(event.target as Element).id}`), true);
    holdEventsUntilLive(document.getElementById('main')!);
    box.click();
    box.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    // Held, not cancelled: the box ticked as it would without JavaScript.
    expect(box.checked).toBe(true);
    // The shell outside the part is live.
    document.getElementById('field')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual(['input:field']);
    releaseHeldEvents();
    box.click();
    expect(seen).toEqual(['input:field', 'click:box', 'input:box', 'change:box']);
    // Released once: a second call does nothing.
    releaseHeldEvents();
  });

  it('lets through the events of a part the browser rendered live inside it (the notice over a page kept without its code)', () => {
    document.body.innerHTML = `<div id="root"><main id="main"><div ${LIVE_PART_ATTRIBUTE}><button type="button" id="retry">Try again</button></div><a id="link" href="#x">x</a></main></div>`;
    const seen: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => seen.push((event.target as Element).id), true);
    holdEventsUntilLive(document.getElementById('main')!);
    document.getElementById('link')!.click();
    document.getElementById('retry')!.click();
    expect(seen).toEqual(['retry']);
    releaseHeldEvents();
  });
});

describe('a page kept without its code', () => {
  it('ends the capture and unmarks its buttons: a tap then reaches the button\'s own handler, and is not replayed', () => {
    const ran = serverPage(2);
    document.getElementById('b0')!.click();
    expect(document.getElementById('b0')).toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    pauseEarlyTaps();
    expect(document.getElementById('b0')).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    // The capture is over: a tap reaches the button's own handler (none yet on a page without its code).
    document.getElementById('b1')!.click();
    expect(ran).toEqual(['b1']);
    pageLive();
    expect(ran).toEqual(['b1', 'b0']);
    expect(window.__shopEarlyTaps).toBeUndefined();
  });

  it('replays a tap the shopper made in the last EARLY_TAP_REPLAY_MS when its code comes late after all (load more, not lost)', () => {
    const ran = serverPage(1);
    document.getElementById('b0')!.click();
    pauseEarlyTaps();
    jest.advanceTimersByTime(EARLY_TAP_REPLAY_MS - 1_000);
    pageLive();
    expect(ran).toEqual(['b0']);
  });

  it('forgets a tap made longer ago than EARLY_TAP_REPLAY_MS: replayed then, it would surprise', () => {
    const ran = serverPage(2);
    document.getElementById('b0')!.click();
    jest.advanceTimersByTime(EARLY_TAP_REPLAY_MS - 2_000);
    document.getElementById('b1')!.click();
    pauseEarlyTaps();
    jest.advanceTimersByTime(3_000);
    pageLive();
    expect(ran).toEqual(['b1']);
  });

  it('counts the last tap of a control tapped again', () => {
    const ran = serverPage(1);
    document.getElementById('b0')!.click();
    jest.advanceTimersByTime(EARLY_TAP_REPLAY_MS - 2_000);
    document.getElementById('b0')!.click();
    jest.advanceTimersByTime(3_000);
    pageLive();
    expect(ran).toEqual(['b0']);
  });
});
