import { createToastStore, toastPosition, TOAST_LEAVE_MS } from './toasts';

describe('toasts (SPEC §4, §5, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const make = () => createToastStore(() => Date.now());

  it('auto-dismisses after 3000 ms, then leaves after the 150 ms animation', () => {
    const store = make();
    store.getState().show('Saved');
    expect(store.getState().toasts).toMatchObject([{ message: 'Saved', state: 'active', position: 'bottom-right' }]);
    jest.advanceTimersByTime(2999);
    expect(store.getState().toasts[0]?.state).toBe('active');
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts[0]?.state).toBe('leaving');
    jest.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(store.getState().toasts).toEqual([]);
  });

  it('auto-dismisses a toast at the top after 2000 ms (SPEC §9), one elsewhere after 3000 ms', () => {
    const store = make();
    store.getState().show('Top', { position: 'top' });
    store.getState().show('Corner', { position: 'top-right' });
    jest.advanceTimersByTime(1999);
    expect(store.getState().toasts.map((t) => t.state)).toEqual(['active', 'active']);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts.map((t) => [t.message, t.state])).toEqual([
      ['Top', 'leaving'],
      ['Corner', 'active'],
    ]);
    jest.advanceTimersByTime(1000);
    expect(store.getState().toasts.find((t) => t.message === 'Corner')?.state).toBe('leaving');
  });

  it('pauses on hover and resumes with the time that was left', () => {
    const store = make();
    store.getState().show('Hello');
    const id = store.getState().toasts[0]!.id;
    jest.advanceTimersByTime(1000);
    store.getState().pause(id);
    jest.advanceTimersByTime(10_000);
    expect(store.getState().toasts[0]?.state).toBe('active');
    store.getState().resume(id);
    jest.advanceTimersByTime(1999);
    expect(store.getState().toasts[0]?.state).toBe('active');
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts[0]?.state).toBe('leaving');
  });

  it('with queueing, a toast waits (re-checking every 250 ms) until the others are gone', () => {
    const store = make();
    store.getState().show('first', { duration: 1000 });
    store.getState().show('second', { queue: true });
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['first']);
    jest.advanceTimersByTime(1000 + TOAST_LEAVE_MS);
    expect(store.getState().toasts).toEqual([]);
    jest.advanceTimersByTime(250);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['second']);
  });

  it('SPEC §5: a toast position is one of top-right, top, top-left, bottom-right, bottom, bottom-left; anything else is bottom-right (SPEC §9)', () => {
    for (const position of ['top-right', 'top', 'top-left', 'bottom-right', 'bottom', 'bottom-left']) {
      expect(toastPosition(position)).toBe(position);
    }
    expect(toastPosition('bottom-center')).toBe('bottom-right');
    expect(toastPosition('middle')).toBe('bottom-right');
    expect(toastPosition(undefined)).toBe('bottom-right');
  });
});
