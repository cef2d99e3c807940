/**
 * Taps on the server-rendered page before it is live. The page is shown, and used, for a while before its
 * code has run (≈ 1.6 s on `bench:page`'s cheap phone between the first tile and page live). Links, the search
 * form and the filter form work natively then; a `type="button"` control (the phone's filter button, load
 * more, a facet's toggle) does nothing, and the tap was lost. An inline script in the page's head (this
 * source, allowed by its hash in the CSP) takes such taps instead, and once the page is live they are
 * replayed, in order, on the same elements: hydration keeps the server's elements, so the page's own
 * handlers run as if tapped then.
 *
 * A control tapped several times (nothing seemed to happen) is replayed once; at most
 * {@link EARLY_TAPS_MAX} controls are. A page the browser renders itself ends the capture before its first
 * render: its controls work from the moment they are shown.
 */
export const EARLY_TAPS_MAX = 3;

/**
 * Marks a held button until its tap runs, so the shopper sees the tap was taken (the shell's CSS shows a
 * waiting cursor and dims it a little).
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** The inline script: `window.__shopEarlyTaps` is the list of tapped buttons, with `stop()` to end the capture. */
export const EARLY_TAPS_SCRIPT =
  '(function(){var d=document,t=[];t.stop=function(){d.removeEventListener("click",f,true)};' +
  'function f(e){var b=e.target instanceof Element?e.target.closest("button[type=button]"):null;' +
  'if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();b.setAttribute("' +
  EARLY_TAP_ATTRIBUTE +
  '","");' +
  'if(t.indexOf(b)<0)t.push(b)}' +
  'd.addEventListener("click",f,true);window.__shopEarlyTaps=t})()';

type EarlyTaps = HTMLButtonElement[] & { stop: () => void };

declare global {
  interface Window {
    __shopEarlyTaps?: EarlyTaps;
  }
}

/**
 * Ends the capture and replays the taps it took on controls still in the page (a page the browser rendered
 * anew has other elements: those taps are dropped). Called once the page is live; later calls do nothing.
 */
export function replayEarlyTaps(): void {
  const taps = window.__shopEarlyTaps;
  if (!taps) return;
  taps.stop();
  delete window.__shopEarlyTaps;
  for (const button of taps) button.removeAttribute(EARLY_TAP_ATTRIBUTE);
  for (const button of taps.slice(0, EARLY_TAPS_MAX)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
