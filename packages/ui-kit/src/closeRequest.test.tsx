/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { useCloseRequest } from './closeRequest';

/** A stand-in for Chromium's CloseWatcher that records the watchers made and destroyed. */
class FakeCloseWatcher {
  static made: FakeCloseWatcher[] = [];
  onclose: (() => void) | null = null;
  destroyed = false;
  constructor() {
    FakeCloseWatcher.made.push(this);
  }
  destroy() {
    this.destroyed = true;
  }
}

const platform = window as unknown as { CloseWatcher?: unknown };

describe('useCloseRequest: the platform close request (Android back gesture) closes what is open', () => {
  beforeEach(() => {
    FakeCloseWatcher.made = [];
    platform.CloseWatcher = FakeCloseWatcher;
  });
  afterEach(() => {
    delete platform.CloseWatcher;
  });

  it('watches only while open, with the latest onClose, and stops when closed or gone', () => {
    const first = jest.fn();
    const latest = jest.fn();
    const { rerender, unmount } = renderHook(({ open, onClose }) => useCloseRequest(open, onClose), { initialProps: { open: false, onClose: first } });
    expect(FakeCloseWatcher.made).toHaveLength(0);
    rerender({ open: true, onClose: first });
    expect(FakeCloseWatcher.made).toHaveLength(1);
    // A new onClose (a new closure each render) keeps the watcher made on the opening tap.
    rerender({ open: true, onClose: latest });
    expect(FakeCloseWatcher.made).toHaveLength(1);
    FakeCloseWatcher.made[0]!.onclose?.();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    rerender({ open: false, onClose: latest });
    expect(FakeCloseWatcher.made[0]!.destroyed).toBe(true);
    rerender({ open: true, onClose: latest });
    expect(FakeCloseWatcher.made).toHaveLength(2);
    unmount();
    expect(FakeCloseWatcher.made[1]!.destroyed).toBe(true);
  });

  it('does nothing where the browser has no close watcher', () => {
    delete platform.CloseWatcher;
    const onClose = jest.fn();
    const { unmount } = renderHook(() => useCloseRequest(true, onClose));
    unmount();
    expect(onClose).not.toHaveBeenCalled();
  });
});
