/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import { HOLD_BACK_MS, useHeldBack } from './heldBack';

describe('products held back for the text above them (issue 9: nothing moves when it comes)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds them while the text is on its way, for at most HOLD_BACK_MS', () => {
    const { result } = renderHook(() => useHeldBack(true, HOLD_BACK_MS, 'sofa', true));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(HOLD_BACK_MS - 1));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    expect(HOLD_BACK_MS).toBe(500);
  });

  it('lets them go as soon as the text is in', () => {
    const { result, rerender } = renderHook(({ waiting }) => useHeldBack(waiting, HOLD_BACK_MS, 'sofa', true), { initialProps: { waiting: true } });
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('holds a new page again, and a page whose wait is over not again', () => {
    const { result, rerender } = renderHook(({ key }) => useHeldBack(true, HOLD_BACK_MS, key, true), { initialProps: { key: 'sofa' } });
    act(() => jest.advanceTimersByTime(HOLD_BACK_MS));
    expect(result.current).toBe(false);
    rerender({ key: 'tisch' });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(HOLD_BACK_MS));
    expect(result.current).toBe(false);
  });

  it('never holds the products of a page the server rendered ready: they are in its markup', () => {
    function Probe() {
      return <i>{useHeldBack(true, HOLD_BACK_MS, 'sofa', true) ? 'held' : 'shown'}</i>;
    }
    expect(renderToString(<Probe />)).toBe('<i>shown</i>');
  });
});
