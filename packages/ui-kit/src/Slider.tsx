import { Children, type ReactNode, isValidElement, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useShopTranslation } from '@shop/market';

export interface SliderProps {
  /** Visible heading of the row, e.g. "Bestsellers". */
  title: string;
  /** The slides, usually `ProductTile`s; each child becomes one slide. */
  children: ReactNode;
}

interface ScrollState {
  current: number;
  atStart: boolean;
  atEnd: boolean;
}

function scrollTrack(track: HTMLElement, left: number): void {
  // Smoothness comes from CSS scroll-behavior, which honours prefers-reduced-motion.
  if (typeof track.scrollTo === 'function') track.scrollTo({ left });
  else track.scrollLeft = left;
}

/**
 * A horizontal row of slides with scroll left/right buttons and one dot per slide (hidden while every slide
 * is in view). The row itself is a focusable scroll region, so arrow keys and swipes scroll it natively.
 */
export function Slider({ title, children }: SliderProps) {
  const { t } = useShopTranslation('uiKit');
  const id = useId();
  const titleId = `${id}-title`;
  const trackLabelId = `${id}-track`;
  const trackRef = useRef<HTMLDivElement>(null);
  const slides = Children.toArray(children);
  const total = slides.length;
  const [state, setState] = useState<ScrollState>({ current: 0, atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const slideElements = [...track.querySelectorAll<HTMLElement>('.sk-slider__slide')];
    const firstVisible = slideElements.findIndex((slide) => slide.offsetLeft - track.offsetLeft >= track.scrollLeft - 1);
    const next: ScrollState = {
      current: Math.max(0, firstVisible),
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    };
    setState((previous) =>
      previous.current === next.current && previous.atStart === next.atStart && previous.atEnd === next.atEnd
        ? previous
        : next,
    );
  }, []);

  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !trackRef.current) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(trackRef.current);
    return () => observer.disconnect();
  }, [measure, total]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    scrollTrack(track, track.scrollLeft + direction * track.clientWidth * 0.9);
  };

  const goTo = (index: number) => {
    const track = trackRef.current;
    const slide = track?.querySelectorAll<HTMLElement>('.sk-slider__slide')[index];
    if (!track || !slide) return;
    scrollTrack(track, slide.offsetLeft - track.offsetLeft);
  };

  const stepButton = (direction: 1 | -1) => {
    const off = direction === -1 ? state.atStart : state.atEnd;
    return (
      <button
        type="button"
        className={`sk-icon-button sk-slider__step sk-slider__step--${direction === -1 ? 'left' : 'right'}`}
        aria-label={t(direction === -1 ? 'slider.scrollLeft' : 'slider.scrollRight')}
        // aria-disabled keeps focus on the button when the row reaches its end.
        aria-disabled={off || undefined}
        onClick={() => {
          if (!off) page(direction);
        }}
      >
        <span aria-hidden="true">{direction === -1 ? '‹' : '›'}</span>
      </button>
    );
  };

  if (total === 0) return null;
  // Every slide in view: the steps and dots would do nothing (hidden in place, so nothing moves).
  const fits = state.atStart && state.atEnd;
  return (
    <section className={fits ? 'sk-slider sk-slider--fits' : 'sk-slider'} aria-labelledby={titleId}>
      <div className="sk-slider__header">
        <h2 className="sk-slider__title" id={titleId}>
          {title}
        </h2>
        <div className="sk-slider__steps">
          {stepButton(-1)}
          {stepButton(1)}
        </div>
      </div>
      <div
        ref={trackRef}
        className="sk-slider__track"
        role="region"
        // Named by its row's title too ("Bestseller, Product carousel"): every row's track is a landmark, and
        // landmarks of one name cannot be told apart (WCAG 1.3.1, axe landmark-unique).
        aria-labelledby={`${titleId} ${trackLabelId}`}
        tabIndex={0}
        onScroll={measure}
      >
        <span id={trackLabelId} hidden>
          {t('slider.label')}
        </span>
        <ul className="sk-slider__list">
          {slides.map((slide, index) => (
            <li className="sk-slider__slide" key={isValidElement(slide) && slide.key !== null ? slide.key : index}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {total > 1 ? (
        <div className="sk-slider__dots">
          {slides.map((_, index) => {
            const current = index === state.current;
            return (
              <button
                key={index}
                type="button"
                className="sk-slider__dot"
                aria-label={
                  current
                    ? t('slider.currentSlide', { index: index + 1, total })
                    : t('slider.goToSlide', { index: index + 1 })
                }
                aria-current={current || undefined}
                onClick={() => goTo(index)}
              />
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
