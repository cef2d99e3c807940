/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';

import { RESIZE_DEBOUNCE_MS, useViewportWidth } from './timing';

describe('window resize debounce (SPEC §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const resizeTo = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  };

  it('reads the new width once resizing has paused for 400 ms', () => {
    resizeTo(1280);
    act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    const { result } = renderHook(() => useViewportWidth());
    const start = result.current;
    act(() => {
      resizeTo(700);
      jest.advanceTimersByTime(300);
      resizeTo(390);
      jest.advanceTimersByTime(399);
    });
    expect(result.current).toBe(start);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(390);
    expect(RESIZE_DEBOUNCE_MS).toBe(400);
  });
});
