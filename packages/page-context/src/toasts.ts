import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** SPEC §5: a toast position is one of these. */
export const TOAST_POSITIONS = ['top-right', 'top', 'top-left', 'bottom-right', 'bottom', 'bottom-left'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
/** SPEC §9 defaults. */
export const TOAST_DEFAULT_POSITION: ToastPosition = 'bottom-right';
export const TOAST_DEFAULT_DURATION_MS = 3000;
/** SPEC §9 (the other setting): a toast at the top, over the header and search field, leaves sooner. */
export const TOAST_TOP_DURATION_MS = 2000;

/** How long a toast at `position` stays when the caller gives no duration. */
export function toastDuration(position: ToastPosition): number {
  return position === 'top' ? TOAST_TOP_DURATION_MS : TOAST_DEFAULT_DURATION_MS;
}
export const TOAST_QUEUE_RECHECK_MS = 250;
export const TOAST_LEAVE_MS = 150;

export function toastPosition(value: string | undefined): ToastPosition {
  return (TOAST_POSITIONS as readonly string[]).includes(value ?? '') ? (value as ToastPosition) : TOAST_DEFAULT_POSITION;
}

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
  position: ToastPosition;
  /** `active`, then `leaving` for the leave animation, then removed (SPEC §4). */
  state: 'active' | 'leaving';
}

export interface ToastOptions {
  tone?: 'info' | 'error';
  /** Defaults to 3000 ms, or 2000 ms at the top (SPEC §9). */
  duration?: number;
  position?: string;
  /** Wait until the other toasts are gone, re-checking every 250 ms. Defaults to `false`. */
  queue?: boolean;
}

export interface ToastState {
  toasts: Toast[];
  show(message: string, options?: ToastOptions): void;
  dismiss(id: number): void;
  /** Hovering pauses the auto-dismiss; leaving resumes it with the time that was left. */
  pause(id: number): void;
  resume(id: number): void;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

/** The toast queue of SPEC §4, framework-free; `now` and timers are the platform's so fake timers drive it in tests. */
export function createToastStore(now: () => number = () => Date.now()) {
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const store = createStore<ToastState>()((set, get) => {
    const remove = (id: number) => {
      timers.delete(id);
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
    };
    const startTimer = (id: number, ms: number) => {
      timers.set(id, { handle: setTimeout(() => get().dismiss(id), ms), remaining: ms, startedAt: now() });
    };
    return {
      toasts: [],
      show(message, options = {}) {
        const add = () => {
          if (options.queue && get().toasts.length > 0) {
            setTimeout(add, TOAST_QUEUE_RECHECK_MS);
            return;
          }
          const id = nextId++;
          const position = toastPosition(options.position);
          set({ toasts: [...get().toasts, { id, message, tone: options.tone ?? 'info', position, state: 'active' }] });
          startTimer(id, options.duration ?? toastDuration(position));
        };
        add();
      },
      dismiss(id) {
        const timer = timers.get(id);
        if (timer?.handle) clearTimeout(timer.handle);
        if (!get().toasts.some((t) => t.id === id && t.state === 'active')) return;
        set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, state: 'leaving' } : t)) });
        setTimeout(() => remove(id), TOAST_LEAVE_MS);
      },
      pause(id) {
        const timer = timers.get(id);
        if (!timer?.handle) return;
        clearTimeout(timer.handle);
        timers.set(id, { handle: null, remaining: Math.max(0, timer.remaining - (now() - timer.startedAt)), startedAt: now() });
      },
      resume(id) {
        const timer = timers.get(id);
        if (!timer || timer.handle) return;
        startTimer(id, timer.remaining);
      },
    };
  });
  return store;
}

/** One toast queue for the whole page, shared by the shell and every remote. */
export const toastStore = createToastStore();

export function useToasts<T>(selector: (state: ToastState) => T): T {
  return useStore(toastStore, selector);
}
