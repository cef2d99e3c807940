/**
 * Marks a label the server's markup has where the page's code puts a button once hydrated (a facet's collapse
 * toggle, FacetPanel): the host's capture of taps made before the page is live holds a tap on it like a
 * button's, and replays it on the button that then stands in its place (apps/host/src/shell/earlyTaps.ts).
 * Framework-free, so the host's server can read it for the inline script.
 */
export const BUTTON_LATER_ATTRIBUTE = 'data-button-later';
