/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent } from '@testing-library/react';

import { Slider } from './Slider';
import { renderWithI18n } from './test/renderWithI18n';

/** The track's box as a browser lays it out: `clientWidth` of `scrollWidth`, scrolled to `scrollLeft`. */
function layOut(track: HTMLElement, box: { clientWidth: number; scrollWidth: number; scrollLeft?: number }) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: box.clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: box.scrollWidth });
  track.scrollLeft = box.scrollLeft ?? 0;
}

const slides = ['a', 'b', 'c', 'd', 'e'].map((key) => <p key={key}>slide {key}</p>);

describe('Slider', () => {
  it('hides its steps and dots in place while every slide is in view (they would do nothing)', async () => {
    const { container } = await renderWithI18n(<Slider title="Zuletzt angesehen">{slides.slice(0, 2)}</Slider>);
    // jsdom lays nothing out: the track's content is as wide as the track.
    expect(container.querySelector('.sk-slider')).toHaveClass('sk-slider--fits');
  });

  it('shows them where slides are out of view: the step back is off at the start, the step on scrolls by most of a view, and is off at the end', async () => {
    const { container } = await renderWithI18n(<Slider title="Bestseller">{slides}</Slider>);
    const track = container.querySelector<HTMLElement>('.sk-slider__track')!;
    track.scrollTo = jest.fn(({ left }: ScrollToOptions) => {
      track.scrollLeft = left ?? 0;
    }) as unknown as typeof track.scrollTo;
    layOut(track, { clientWidth: 300, scrollWidth: 900 });
    fireEvent.scroll(track);
    const section = container.querySelector('.sk-slider');
    expect(section).not.toHaveClass('sk-slider--fits');
    const [back, on] = container.querySelectorAll<HTMLButtonElement>('.sk-slider__step');
    expect(back).toHaveAttribute('aria-disabled', 'true');
    expect(on).not.toHaveAttribute('aria-disabled');
    fireEvent.click(on!);
    expect(track.scrollTo).toHaveBeenCalledWith({ left: 270 });
    layOut(track, { clientWidth: 300, scrollWidth: 900, scrollLeft: 600 });
    fireEvent.scroll(track);
    expect(on).toHaveAttribute('aria-disabled', 'true');
    expect(back).not.toHaveAttribute('aria-disabled');
    expect(section).not.toHaveClass('sk-slider--fits');
  });
});
