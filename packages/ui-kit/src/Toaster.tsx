import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { inFrameGrownToContent } from './tallFrame';

export interface ToasterToast {
  id: number;
  message: string;
  tone: 'info' | 'error';
  position: 'top-right' | 'top' | 'top-left' | 'bottom-right' | 'bottom' | 'bottom-left';
  state: 'active' | 'leaving';
}

export interface ToasterProps {
  toasts: readonly ToasterToast[];
  onDismiss: (id: number) => void;
  onPause: (id: number) => void;
  onResume: (id: number) => void;
  /** Accessible name of the region, e.g. "Notifications". */
  label: string;
  /** Accessible name of each close button, e.g. "Close notification". */
  closeLabel: string;
}

const POSITIONS: ToasterToast['position'][] = ['top-left', 'top', 'top-right', 'bottom-left', 'bottom', 'bottom-right'];

type Band = { top: number; bottom: number };

/**
 * In a storefront's frame grown to its content ({@link inFrameGrownToContent}), the part of the page the
 * shopper sees, in the page's own coordinates (the frame does not scroll; the storefront's page does); `null`
 * anywhere else. A toast fixed to the frame's viewport would sit at the foot of a page thousands of pixels tall.
 * Read while there are toasts only (an IntersectionObserver on the page: the part of it inside the top-level
 * viewport, in steps of half a percent of its height).
 */
function useVisibleBandInTallFrame(active: boolean): Band | null {
  const [band, setBand] = useState<Band | null>(null);
  useEffect(() => {
    if (!active || !inFrameGrownToContent() || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const seen = entry?.intersectionRect;
        setBand(seen && seen.height > 0 ? { top: seen.top, bottom: seen.bottom } : null);
      },
      { threshold: Array.from({ length: 201 }, (_, i) => i / 200) },
    );
    observer.observe(document.documentElement);
    return () => {
      observer.disconnect();
      setBand(null);
    };
  }, [active]);
  return band;
}

/** A stack at the top or foot of the band the shopper sees, instead of the frame's viewport. */
function inBand(position: ToasterToast['position'], band: Band): CSSProperties {
  const atTop = position.startsWith('top');
  const x = position === 'top' || position === 'bottom' ? '-50%' : '0';
  return { position: 'absolute', top: atTop ? band.top : band.bottom, bottom: 'auto', transform: `translate(${x}, ${atTop ? '0' : '-100%'})` };
}

/** Toast notifications grouped by position; hover or focus pauses the auto-dismiss. */
export function Toaster({ toasts, onDismiss, onPause, onResume, label, closeLabel }: ToasterProps) {
  const band = useVisibleBandInTallFrame(toasts.length > 0);
  // Where the keyboard came from into a toast: its close button goes with the toast, and focus goes back there
  // (WCAG 2.4.3), or to the page's main content when that is gone — not to the document's start.
  const cameFrom = useRef<HTMLElement | null>(null);
  const close = (id: number, button: HTMLElement, byKeyboard: boolean) => {
    onDismiss(id);
    const back = cameFrom.current;
    cameFrom.current = null;
    // A tap or a click leaves focus be (on a phone, focus given back to the search field would open its keyboard).
    if (!byKeyboard) return;
    if (button.ownerDocument.activeElement !== button && !button.contains(button.ownerDocument.activeElement)) return;
    const main = (button.getRootNode() as Document | ShadowRoot).querySelector<HTMLElement>('#main, main');
    (back?.isConnected ? back : main)?.focus({ preventScroll: true });
  };
  return (
    <section className="sk-toaster" aria-label={label}>
      {POSITIONS.map((position) => (
        <div
          key={position}
          className={`sk-toaster__stack sk-toaster__stack--${position}`}
          role="status"
          aria-live="polite"
          // A new toast is read alone, not with every toast still shown (a status region is atomic by default).
          aria-atomic="false"
          {...(band ? { style: inBand(position, band) } : {})}
        >
          {toasts
            .filter((t) => t.position === position)
            .map((toast) => (
              <div
                key={toast.id}
                className={`sk-toast sk-toast--${toast.tone}${toast.state === 'leaving' ? ' sk-toast--leaving' : ''}`}
                data-testid="toast"
                onMouseEnter={() => onPause(toast.id)}
                onMouseLeave={() => onResume(toast.id)}
                onFocus={(event) => {
                  onPause(toast.id);
                  const from = event.relatedTarget;
                  if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
                }}
                onBlur={() => onResume(toast.id)}
              >
                <p className="sk-toast__message">{toast.message}</p>
                <button type="button" className="sk-toast__close" aria-label={closeLabel} onClick={(event) => close(toast.id, event.currentTarget, event.detail === 0)}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            ))}
        </div>
      ))}
    </section>
  );
}

export const toasterCss = `
.sk-toaster__stack{position:fixed;z-index:60;display:flex;flex-direction:column;gap:8px;padding:12px;pointer-events:none;max-width:100%}
.sk-toaster__stack:empty{padding:0}
.sk-toaster__stack--top-left{top:0;left:0}.sk-toaster__stack--top{top:0;left:50%;transform:translateX(-50%)}.sk-toaster__stack--top-right{top:0;right:0}
.sk-toaster__stack--bottom-left{bottom:0;left:0}.sk-toaster__stack--bottom{bottom:0;left:50%;transform:translateX(-50%)}.sk-toaster__stack--bottom-right{bottom:0;right:0}
.sk-toast{pointer-events:auto;display:flex;align-items:center;gap:8px;min-width:min(320px,calc(100vw - 24px));max-width:420px;background:#1b1f24;color:#fff;border-radius:10px;padding:6px 6px 6px 14px;box-shadow:0 4px 16px rgba(0,0,0,.25);transition:opacity .15s ease,transform .15s ease}
.sk-toast--error{background:#b3261e}
.sk-toast--leaving{opacity:0;transform:translateY(6px)}
.sk-toast__message{margin:0;flex:1}
.sk-toast__close{min-width:44px;min-height:44px;border:0;background:transparent;color:inherit;font-size:1.4rem;cursor:pointer;border-radius:8px}
.sk-toast .sk-toast__close:focus-visible{outline-color:#fff}
@media (prefers-reduced-motion:reduce){.sk-toast{transition:none}}
`;
