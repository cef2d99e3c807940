/**
 * Whether the page is in a storefront's frame grown to its content (`isEmbedded`, the frame as tall as the page
 * and taller than the screen): the frame does not scroll, the storefront's page does, so what is fixed to the
 * frame's viewport (a dialog, a toast) spans or sits at the foot of the whole page. Browser only.
 */
export function inFrameGrownToContent(): boolean {
  return window.self !== window.top && window.innerHeight > window.screen.height;
}
