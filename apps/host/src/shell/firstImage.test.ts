/** @jest-environment jsdom */
import { FIRST_IMAGE_WAIT_MS, whenFirstImageLoaded } from './firstImage';

/** An image as the server renders the first tile's; `complete` as the browser would report it. */
function image({ priority = 'high', complete = false }: { priority?: string; complete?: boolean } = {}): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', priority);
  Object.defineProperty(img, 'complete', { value: complete });
  document.body.append(img);
  return img;
}

/** Whether `promise` has settled after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe("the shop's code starts once the server-rendered page's first image is in (issue 9: LCP)", () => {
  it('waits while the first image loads, and goes on when it has loaded', async () => {
    const first = image();
    const waiting = whenFirstImageLoaded(document);
    jest.advanceTimersByTime(FIRST_IMAGE_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    first.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on when the first image fails: a broken image is not waited for', async () => {
    const first = image();
    const waiting = whenFirstImageLoaded(document);
    first.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);
  });

  it('waits at most FIRST_IMAGE_WAIT_MS (1 s) for an image that does not come', async () => {
    expect(FIRST_IMAGE_WAIT_MS).toBe(1000);
    image();
    const waiting = whenFirstImageLoaded(document);
    jest.advanceTimersByTime(999);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait for an image already in, nor for the other tiles’ images', async () => {
    image({ complete: true });
    image({ priority: 'low' });
    expect(await settled(whenFirstImageLoaded(document))).toBe(true);
  });

  it('waits for every image marked as first (a banner and a tile), not only the one that comes first', async () => {
    const [banner, tile] = [image(), image()];
    const waiting = whenFirstImageLoaded(document);
    banner.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(false);
    tile.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });
});
