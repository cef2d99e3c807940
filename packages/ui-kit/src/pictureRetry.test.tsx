/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PICTURE_PROBES, PICTURE_RETRY_FIRST_MS, PICTURE_RETRY_MAX_MS, usePictureFailed } from './hydration';

/** `new Image()` as the probes use it: loads or fails when the test says so. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
}

function Picture({ src }: { src: string }) {
  const { ref, failed, onError } = usePictureFailed(src);
  return failed ? <span data-testid="stand-in" /> : <img ref={ref} src={src} onError={onError} alt="" data-testid="picture" />;
}

const ADDRESSES = ['/img/a.svg', '/img/b.svg', '/img/c.svg', '/img/d.svg', '/img/e.svg'];

function pictures() {
  const view = render(
    <>
      {ADDRESSES.map((src) => (
        <Picture key={src} src={src} />
      ))}
    </>,
  );
  for (const img of screen.getAllByTestId('picture')) fireEvent.error(img);
  expect(screen.getAllByTestId('stand-in')).toHaveLength(ADDRESSES.length);
  return view;
}

/** The probes made since `from`. */
const probesSince = (from: number) => FakeImage.made.slice(from);

const realImage = window.Image;
beforeEach(() => {
  jest.useFakeTimers();
  FakeImage.made = [];
  (window as unknown as { Image: unknown }).Image = FakeImage;
});
afterEach(() => {
  jest.useRealTimers();
  window.Image = realImage;
});

describe('pictures that did not come come back by themselves once the image service answers', () => {
  it('probes the latest PICTURE_PROBES of them after pauses doubling from PICTURE_RETRY_FIRST_MS to PICTURE_RETRY_MAX_MS, then shows them all', () => {
    const view = pictures();
    let delay = PICTURE_RETRY_FIRST_MS;
    let seen = 0;
    for (let round = 0; round < 8; round += 1) {
      act(() => jest.advanceTimersByTime(delay - 1));
      expect(probesSince(seen)).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      const probes = probesSince(seen);
      expect(probes.map((probe) => probe.src)).toEqual(ADDRESSES.slice(-PICTURE_PROBES));
      seen += probes.length;
      act(() => probes.forEach((probe) => probe.onerror?.()));
      expect(screen.getAllByTestId('stand-in')).toHaveLength(ADDRESSES.length);
      delay = Math.min(delay * 2, PICTURE_RETRY_MAX_MS);
    }
    expect(delay).toBe(PICTURE_RETRY_MAX_MS);
    // One probe comes, another still fails (a broken address): every picture is asked for again.
    act(() => jest.advanceTimersByTime(delay));
    const probes = probesSince(seen);
    act(() => {
      probes[0]?.onerror?.();
      probes[1]?.onload?.();
      probes[2]?.onerror?.();
    });
    expect(screen.getAllByTestId('picture').map((img) => img.getAttribute('src'))).toEqual(ADDRESSES);
    expect(screen.queryByTestId('stand-in')).not.toBeInTheDocument();
    view.unmount();
  });

  it('asks for them again at once when the browser is back online', () => {
    const view = pictures();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getAllByTestId('picture')).toHaveLength(ADDRESSES.length);
    view.unmount();
  });

  it('a picture that fails again waits again, from the first pause; none waiting, nothing is probed', () => {
    const view = pictures();
    act(() => jest.advanceTimersByTime(PICTURE_RETRY_FIRST_MS));
    act(() => FakeImage.made.forEach((probe) => probe.onload?.()));
    // Back, but the first one fails again.
    fireEvent.error(screen.getAllByTestId('picture')[0]!);
    const seen = FakeImage.made.length;
    act(() => jest.advanceTimersByTime(PICTURE_RETRY_FIRST_MS));
    expect(probesSince(seen).map((probe) => probe.src)).toEqual([ADDRESSES[0]]);
    act(() => probesSince(seen)[0]?.onerror?.());
    view.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
