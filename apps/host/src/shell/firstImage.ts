/**
 * The longest the shop's code waits for the page's first product image before it starts anyway: an image that
 * is slow or never answers holds back the page's scripts by this much at most.
 */
export const FIRST_IMAGE_WAIT_MS = 1000;

/** The image the server marked as the page's largest paint: the first tile's (`fetchpriority="high"`). */
const FIRST_IMAGE = 'img[fetchpriority="high"]';

/**
 * Resolves once the server-rendered page's first image has loaded (or failed), at most `maxMs` after the call.
 *
 * A server-rendered page shows its products before any script runs; the shop's code then starts React,
 * loads its chunks and hydrates — tasks that, started before the first image arrives, stand between that
 * image and its paint (the page's largest contentful paint), and make every script evaluated until then a
 * step on the way to it. Most often the image is in long before the scripts (fetched at high priority while
 * the HTML is parsed), and the wait costs nothing.
 */
export function whenFirstImageLoaded(root: ParentNode, maxMs = FIRST_IMAGE_WAIT_MS): Promise<void> {
  const pending = [...root.querySelectorAll<HTMLImageElement>(FIRST_IMAGE)].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const timer = setTimeout(resolve, maxMs);
    const settled = () => {
      left -= 1;
      if (left > 0) return;
      clearTimeout(timer);
      resolve();
    };
    for (const image of pending) {
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    }
  });
}
