import { BUTTON_LATER_ATTRIBUTE } from '@shop/ui-kit/buttonLater';

/**
 * Taps on the server-rendered page before it is live. The page is shown, and used, for a while before its
 * code has run (≈ 1.6 s on `bench:page`'s cheap phone between the first tile and page live). Links, the search
 * form and the filter form work natively then; a `type="button"` control (the phone's filter button, load
 * more) does nothing, and the tap was lost. An inline script in the page's head (this source, allowed by its
 * hash in the CSP) takes such taps instead, and once the page is live they are replayed, in order, on the
 * same elements: hydration keeps the server's elements, so the page's own handlers run as if tapped then. A
 * facet's collapse toggle is a label in the server's markup ({@link BUTTON_LATER_ATTRIBUTE}): its tap is
 * replayed on the button that takes its place right after hydration.
 *
 * A control tapped several times (nothing seemed to happen) is replayed once; at most
 * {@link EARLY_TAPS_MAX} controls are, and only those tapped within {@link EARLY_TAP_REPLAY_MS} of the page going
 * live. A page the browser renders itself ends the capture before its first render: its controls work from the
 * moment they are shown.
 */
export const EARLY_TAPS_MAX = 3;

/**
 * How old a held tap may be when the page goes live and still be replayed. The page's code can come after its
 * slot gave up waiting (a loaded phone: the server's page kept under a notice, {@link pauseEarlyTaps}) and take
 * the page back a few seconds later; a tap made just before is what the shopper still waits for (load more, the
 * filter button). One made longer ago than this is forgotten: replayed then, it would surprise.
 */
export const EARLY_TAP_REPLAY_MS = 15_000;

/**
 * Marks a held button until its tap runs, so the shopper sees the tap was taken (the shell's CSS shows a
 * waiting cursor and dims it a little).
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/**
 * The inline script: `window.__shopEarlyTaps` is the list of tapped buttons (for a label of
 * {@link BUTTON_LATER_ATTRIBUTE}, its parent), with `times`, the time of each one's last tap
 * (`performance.now()`; not `at`, which would hide the array's own method), and `stop()` to end the capture.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var d=document,t=[],a=t.times=[];t.stop=function(){d.removeEventListener("click",f,true)};' +
  'function f(e){var b=e.target instanceof Element?e.target.closest("button[type=button],[' +
  BUTTON_LATER_ATTRIBUTE +
  ']"):null;' +
  'if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();b.setAttribute("' +
  EARLY_TAP_ATTRIBUTE +
  '","");' +
  'if(b.hasAttribute("' +
  BUTTON_LATER_ATTRIBUTE +
  '"))b=b.parentNode;' +
  'var i=t.indexOf(b);a[i<0?t.push(b)-1:i]=performance.now()}' +
  'd.addEventListener("click",f,true);window.__shopEarlyTaps=t})()';

type EarlyTaps = Element[] & { times: number[]; stop: () => void };

declare global {
  interface Window {
    __shopEarlyTaps?: EarlyTaps;
  }
}

/**
 * How long a tap on a label waits for the button that takes its place: a part of the page in a boundary of its
 * own (the filters' panel) hydrates after the page is marked live, and its button comes with the render right
 * after that.
 */
export const EARLY_TAP_BUTTON_WAIT_MS = 3_000;

function buttonOf(tapped: Element): HTMLButtonElement | null {
  return tapped instanceof HTMLButtonElement ? tapped : tapped.querySelector<HTMLButtonElement>('button[type=button]');
}

function press(button: HTMLButtonElement | null): void {
  if (button?.isConnected && !button.disabled) button.click();
}

/**
 * Taps the button a held label's parent has: at once, or — while the label is still there — once the button has
 * taken its place (in the task after that render), for up to {@link EARLY_TAP_BUTTON_WAIT_MS}.
 */
function pressWhenThere(tapped: Element): void {
  const button = buttonOf(tapped);
  if (button || !tapped.isConnected || !tapped.querySelector(`[${BUTTON_LATER_ATTRIBUTE}]`)) {
    press(button);
    return;
  }
  const observer = new MutationObserver(() => {
    const next = buttonOf(tapped);
    if (!next) return;
    stop();
    setTimeout(() => press(next));
  });
  const timer = setTimeout(() => stop(), EARLY_TAP_BUTTON_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(tapped, { childList: true, subtree: true });
}

/**
 * Ends the capture and unmarks the held buttons, keeping the taps taken: the page's code has not come in a long
 * while, so the page is used as the server sent it (its buttons, hidden then, wait for nothing). Should the code
 * come after all, {@link replayEarlyTaps} still runs the taps of the last {@link EARLY_TAP_REPLAY_MS}: the
 * load more the shopper tapped just before the slot gave up (its code 6 s late on a loaded phone) is done
 * rather than lost.
 */
export function pauseEarlyTaps(): void {
  window.__shopEarlyTaps?.stop();
  for (const held of document.querySelectorAll(`[${EARLY_TAP_ATTRIBUTE}]`)) held.removeAttribute(EARLY_TAP_ATTRIBUTE);
}

/**
 * Ends the capture and replays the taps it took within {@link EARLY_TAP_REPLAY_MS} on controls still in the page
 * (a page the browser rendered anew has other elements: those taps are dropped). Called once the page is live;
 * later calls do nothing.
 */
export function replayEarlyTaps(): void {
  const taps = window.__shopEarlyTaps;
  if (!taps) return;
  pauseEarlyTaps();
  delete window.__shopEarlyTaps;
  const since = performance.now() - EARLY_TAP_REPLAY_MS;
  const recent = taps.filter((_, i) => (taps.times[i] ?? 0) >= since).slice(0, EARLY_TAPS_MAX);
  // In the next task: a label's button comes with the render right after hydration, after the page is marked
  // live, or later where its part of the page hydrates later (a button tapped on the server's page is the same
  // element then, or gone).
  setTimeout(() => {
    for (const tapped of recent) pressWhenThere(tapped);
  });
}

/**
 * The events React hydrates the part of the page they land in for at once, synchronously (its discrete events).
 */
const HYDRATING_EVENTS = [
  'click', 'auxclick', 'dblclick', 'contextmenu', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'pointercancel',
  'touchstart', 'touchend', 'touchcancel', 'keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'change', 'submit',
  'reset', 'compositionstart', 'compositionend', 'copy', 'cut', 'paste', 'dragstart', 'dragend', 'drop',
] as const;

/**
 * Marks an element the browser rendered inside the held part (a notice over the server's markup): its events
 * reach React, which has it live.
 */
export const LIVE_PART_ATTRIBUTE = 'data-live-part';

let releaseHeld: (() => void) | null = null;

/**
 * Keeps React from seeing events in `part` (the page's server-rendered remote content) until it is live. React
 * hydrates the shell at once and the remote's part when its code has come; an event React sees in that part
 * before then makes it hydrate the part synchronously, where the remote's code is still missing — it then
 * renders the whole page anew in the browser: the page flashed to its loading state, and the tick or key
 * that caused it was lost with the element (a brand ticked with Space, in about one load in five at 4× CPU).
 * Held, the event keeps its own effect (a box ticks, a link or the filter form goes as without JavaScript) and
 * the page's code takes it up when live (`FilterForm`'s check, {@link replayEarlyTaps}). Document listeners
 * registered earlier (the early taps') still hear it.
 */
export function holdEventsUntilLive(part: Element): void {
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Node) || !part.contains(target)) return;
    if (target instanceof Element && target.closest(`[${LIVE_PART_ATTRIBUTE}]`)) return;
    event.stopPropagation();
  };
  for (const type of HYDRATING_EVENTS) document.addEventListener(type, hold, true);
  releaseHeld = () => {
    for (const type of HYDRATING_EVENTS) document.removeEventListener(type, hold, true);
  };
}

/** Lets events reach React again: the part is live, or shows its fallback. Later calls do nothing. */
export function releaseHeldEvents(): void {
  releaseHeld?.();
  releaseHeld = null;
}
