import type { SponsoredBanner } from '@shop/api-client';
import { useShopTranslation } from '@shop/market';
import { useEffect, useRef, useState } from 'react';

import { navigateOnPlainClick, safeHref, useLinkPolicy } from './links';

/** SPEC §8: said once when the browser cannot tell whether a banner is on screen. */
export const NO_INTERSECTION_OBSERVER_WARNING = 'IntersectionObserver API is not available in your browser';

export interface AdBannerProps {
  banner: SponsoredBanner;
  /** `pencil`: the slim teaser above the results; `inGrid`: a banner across a row of the grid. */
  placement: 'pencil' | 'inGrid';
  /** Called once when at least half of the banner has been on screen (the ad's view event). */
  onSeen?: () => void;
  /** Called when the banner link is followed (the ad's click event). */
  onClick?: () => void;
  /** Called instead of a full page load on a plain left click on the banner link. */
  onNavigate?: (href: string) => void;
}

/**
 * Calls `onSeen` once when half of the element is visible, from when it is `shown` (a banner: once its
 * picture has come). Without IntersectionObserver it warns (SPEC §8) and reports the element seen once it is
 * shown, so the ad is still counted.
 */
export function useSeenOnce<T extends Element = HTMLDivElement>(onSeen: (() => void) | undefined, shown = true) {
  const ref = useRef<T>(null);
  const latest = useRef(onSeen);
  latest.current = onSeen;
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element || !latest.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      console.warn(NO_INTERSECTION_OBSERVER_WARNING);
      latest.current();
      return undefined;
    }
    let seen = false;
    const observer = new IntersectionObserver(
      (entries) => {
        // Entries already queued may still arrive after disconnect: count the view once.
        if (seen || !entries.some((entry) => entry.isIntersecting)) return;
        seen = true;
        observer.disconnect();
        latest.current?.();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return ref;
}

/** A sponsored banner (SPEC §1, §7): the advertiser's picture as a link, marked "Sponsored". */
export function AdBanner({ banner, placement, onSeen, onClick, onNavigate }: AdBannerProps) {
  const { t } = useShopTranslation('uiKit');
  const policy = useLinkPolicy();
  const href = safeHref(banner.url, policy);
  const image = safeHref(banner.image, policy);
  // A banner is its picture: one whose picture did not come (the ad server's images failing) is taken away,
  // not left as a "Sponsored" frame around a broken-image icon, and a view is counted only once it came.
  const [came, setCame] = useState<{ src: string; ok: boolean } | null>(null);
  const loaded = came !== null && came.src === image && came.ok;
  const ref = useSeenOnce(onSeen, loaded);
  if (!image || (came?.src === image && !came.ok)) return null;
  const picture = (
    <img
      className="sk-banner__image"
      src={image}
      alt={banner.alt || t('tile.sponsored')}
      width={banner.width}
      height={banner.height}
      loading={placement === 'pencil' ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={() => setCame({ src: image, ok: true })}
      onError={() => setCame({ src: image, ok: false })}
    />
  );
  return (
    <div className={`sk-banner sk-banner--${placement}`} data-testid="sponsored-banner" data-placement={placement} ref={ref}>
      <span className="sk-banner__label">{t('tile.sponsored')}</span>
      {href ? (
        <a
          className="sk-banner__link"
          href={href}
          onClick={(event) => {
            onClick?.();
            navigateOnPlainClick(href, onNavigate)?.(event);
          }}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
    </div>
  );
}
