/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import type { SponsoredBanner } from '@shop/api-client';
import { act, fireEvent, screen } from '@testing-library/react';

import { AdBanner, NO_INTERSECTION_OBSERVER_WARNING, ProductGrid } from './index';
import { displayItem } from './test/fixtures';
import { renderWithI18n } from './test/renderWithI18n';

const banner: SponsoredBanner = { advertisementId: 'b1', image: '/q/api/images/banners/sale.svg', url: '/q/query/sale', alt: 'Summer sale', width: 728, height: 90 };

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

describe('AdBanner (SPEC §1 sponsored banners, §7 ad events)', () => {
  const original = globalThis.IntersectionObserver;
  let observed: ObserverCallback[] = [];
  beforeEach(() => {
    observed = [];
    globalThis.IntersectionObserver = class {
      constructor(callback: ObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    jest.restoreAllMocks();
  });

  it('shows the picture as a link named by its text, marked "Sponsored"', () => {
    renderWithI18n(<AdBanner banner={banner} placement="pencil" />);
    expect(screen.getByRole('link', { name: 'Summer sale' })).toHaveAttribute('href', '/q/query/sale');
    expect(screen.getByTestId('sponsored-banner')).toHaveTextContent('Sponsored');
  });

  it('reports the view once, when it comes on screen, and the click when followed', () => {
    const onSeen = jest.fn();
    const onClick = jest.fn();
    const onNavigate = jest.fn();
    renderWithI18n(<AdBanner banner={banner} placement="inGrid" onSeen={onSeen} onClick={onClick} onNavigate={onNavigate} />);
    // Watched from when its picture has come.
    expect(observed).toHaveLength(0);
    fireEvent.load(screen.getByRole('img'));
    expect(onSeen).not.toHaveBeenCalled();
    observed[0]!([{ isIntersecting: false }]);
    expect(onSeen).not.toHaveBeenCalled();
    observed[0]!([{ isIntersecting: true }]);
    observed[0]!([{ isIntersecting: true }]);
    expect(onSeen).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/q/query/sale');
  });

  it('warns "IntersectionObserver API is not available in your browser" without it, and still counts the view (SPEC §8)', () => {
    // @ts-expect-error -- a browser without the API
    delete globalThis.IntersectionObserver;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const onSeen = jest.fn();
    renderWithI18n(<AdBanner banner={banner} placement="pencil" onSeen={onSeen} />);
    expect(onSeen).not.toHaveBeenCalled();
    fireEvent.load(screen.getByRole('img'));
    expect(warn).toHaveBeenCalledWith(NO_INTERSECTION_OBSERVER_WARNING);
    expect(NO_INTERSECTION_OBSERVER_WARNING).toBe('IntersectionObserver API is not available in your browser');
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('is taken away when its picture does not come, and counts no view', () => {
    const onSeen = jest.fn();
    renderWithI18n(<AdBanner banner={banner} placement="pencil" onSeen={onSeen} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByTestId('sponsored-banner')).toBeNull();
    expect(observed).toHaveLength(0);
    expect(onSeen).not.toHaveBeenCalled();
  });

  it('is not shown with an unsafe picture address', () => {
    renderWithI18n(<AdBanner banner={{ ...banner, image: 'javascript:alert(1)' }} placement="pencil" />);
    expect(screen.queryByTestId('sponsored-banner')).toBeNull();
  });
});

describe('ProductGrid row insert (in-grid banner)', () => {
  const items = Array.from({ length: 14 }, (_, i) => displayItem({ code: `p${i}` }, { productId: `p${i}` }));

  it('puts the insert across a row after the given item, and leaves it out when the grid is shorter', () => {
    const { rerender, container } = renderWithI18n(<ProductGrid items={items} locale="de_DE" rowInsert={{ after: 12, content: <p>banner</p> }} />);
    const children = Array.from(container.querySelectorAll('.sk-grid > li'));
    expect(children[12]).toHaveClass('sk-grid__row');
    expect(children[12]).toHaveTextContent('banner');
    rerender(<ProductGrid items={items.slice(0, 12)} locale="de_DE" rowInsert={{ after: 12, content: <p>banner</p> }} />);
    expect(container.querySelector('.sk-grid__row')).toBeNull();
  });
});

describe('ProductGrid: promoted items in sight (SPEC §7 ad impressions)', () => {
  const original = globalThis.IntersectionObserver;
  const watched: { element: Element; callback: ObserverCallback }[] = [];
  beforeEach(() => {
    watched.length = 0;
    globalThis.IntersectionObserver = class {
      constructor(private callback: ObserverCallback) {}
      observe(element: Element) {
        watched.push({ element, callback: this.callback });
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('says once for each promoted item when its tile comes in sight, and watches no other tile', () => {
    const items = [displayItem({ code: 'r1' }, { productId: 'r1' }), displayItem({ code: 'ad1' }, { productId: 'ad1', promoted: true, advertisementId: 'x1' }), displayItem({ code: 'r2' }, { productId: 'r2' })];
    const onPromotedSeen = jest.fn();
    renderWithI18n(<ProductGrid items={items} locale="en_GB" onPromotedSeen={onPromotedSeen} />);
    expect(watched).toHaveLength(1);
    expect(watched[0]!.element).toHaveClass('sk-grid__item');
    expect(onPromotedSeen).not.toHaveBeenCalled();
    act(() => watched[0]!.callback([{ isIntersecting: false }]));
    expect(onPromotedSeen).not.toHaveBeenCalled();
    act(() => watched[0]!.callback([{ isIntersecting: true }]));
    act(() => watched[0]!.callback([{ isIntersecting: true }]));
    expect(onPromotedSeen).toHaveBeenCalledTimes(1);
    expect(onPromotedSeen.mock.calls[0]![0].gridbox.advertisementId).toBe('x1');
  });
});
