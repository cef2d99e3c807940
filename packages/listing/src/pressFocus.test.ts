/** @jest-environment jsdom */
import { watchFocusMoves } from './pressFocus';

describe('watchFocusMoves: after a press, whether the shopper moved on before the new content came', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function page() {
    document.body.innerHTML = '<main id="main" tabindex="-1"><div id="results"><button id="more">more</button><select id="sort"></select></div></main>';
    return {
      results: document.getElementById('results')!,
      main: document.getElementById('main')!,
      sort: document.getElementById('sort')!,
    };
  }

  it('nothing happened since the press: not moved (focus goes to the new content)', () => {
    const { results } = page();
    const watch = watchFocusMoves(results);
    expect(watch.moved()).toBe(false);
    watch.stop();
  });

  it('focus went elsewhere, also within the same <main> (Safari leaves a pressed button unfocused, focus on <main>): moved', () => {
    const { results, main, sort } = page();
    main.focus();
    const watch = watchFocusMoves(results);
    sort.focus();
    expect(watch.moved()).toBe(true);
    watch.stop();
  });

  it('focus went to <main> by the skip link: moved', () => {
    const { results, main } = page();
    const watch = watchFocusMoves(results);
    main.focus();
    expect(watch.moved()).toBe(true);
    watch.stop();
  });

  it('the page was pressed (a tap, a click on its background): moved', () => {
    const { results } = page();
    const watch = watchFocusMoves(results);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(watch.moved()).toBe(true);
    watch.stop();
  });

  it('a move between two controls of a widget, inside its shadow root (it never reaches the document): moved', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div id="results"><button id="a">a</button><button id="b">b</button></div>';
    (root.getElementById('a') as HTMLElement).focus();
    const watch = watchFocusMoves(root.getElementById('results'));
    (root.getElementById('b') as HTMLElement).focus();
    expect(watch.moved()).toBe(true);
    watch.stop();
  });

  it('stopped: later moves are not counted', () => {
    const { results, sort } = page();
    const watch = watchFocusMoves(results);
    watch.stop();
    sort.focus();
    expect(watch.moved()).toBe(false);
  });
});
