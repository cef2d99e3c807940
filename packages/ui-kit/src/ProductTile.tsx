import type { AvailabilityIndicator, DisplayItem } from '@shop/api-client';
import {
  formatNumber,
  formatPrice,
  getDisplaySettings,
  priceLabels,
  ownNamespace,
  type MarketTranslate,
  type PriceLabels,
  type ShopTranslate,
  useShopTranslation,
} from '@shop/market';
import type { i18n as I18n } from 'i18next';
import { memo, useId } from 'react';

import { navigateOnPlainClick, safeHref, useLinkPolicy } from './links';
import { usePictureFailed } from './hydration';
import { Stars } from './Stars';

/** The tile's stand-in for a picture it has none of, or whose picture did not come. */
function NoImage() {
  return <div className="sk-tile__image sk-tile__image--none" aria-hidden="true" />;
}

/** A product's picture; where it does not come, the tile's stand-in (`usePictureFailed`). */
function TileImage({ src, position }: { src: string; position: number }) {
  const { ref, failed, onError } = usePictureFailed(src);
  if (failed) return <NoImage />;
  return (
    <img
      ref={ref}
      className="sk-tile__image"
      src={src}
      // The title is the link's text right below: an alt repeating it would be read twice.
      alt=""
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      loading={position <= EAGER_POSITIONS ? 'eager' : 'lazy'}
      fetchPriority={position === 1 ? 'high' : undefined}
      decoding="async"
      onError={onError}
    />
  );
}

export interface ProductTileProps {
  /** A shown product (with gridbox), possibly a sponsored one. */
  item: DisplayItem;
  /** Shop locale, `de_DE` or `de-DE`; prices are formatted for its market. */
  locale: string;
  /** 1-based position in its list. Images of positions 1–4 load eagerly (likely above the fold). */
  position: number;
  /** Called instead of a full page load on a plain left click on the product link. */
  onNavigate?: (href: string) => void;
  /** Level of the title heading. Defaults to `2` (tiles directly under the page's `h1`). */
  headingLevel?: 2 | 3 | 4;
}

const AVAILABILITY: Record<AvailabilityIndicator, 'available' | 'soon' | 'unavailable'> = {
  3: 'available',
  2: 'soon',
  1: 'unavailable',
};

/** Tile images are square; the intrinsic size lets the browser reserve space before the image arrives. */
const IMAGE_SIZE = 300;
const EAGER_POSITIONS = 4;

/** True for a product marked sponsored by an ad id or the promoted flag (SPEC §3, §4). */
export function isSponsored(item: DisplayItem): boolean {
  return Boolean(item.gridbox.advertisementId || item.gridbox.promoted || item.tracking?.promoted);
}

/** The texts every tile of one language and storefront shows alike. */
interface TileTexts {
  labels: PriceLabels;
  oldPricePrefix: string;
  sponsored: string;
  availability: Record<'available' | 'soon' | 'unavailable', string>;
  storeAndOnline: string;
  onlineOnly: string;
  /** `Art.-Nr. {{number}}` with the tile's number put in. */
  articleNumber: (number: string) => string;
  /** `Mit {{rating}} von 5 Sternen bewertet` with the tile's (formatted) rating put in. */
  rating: (rating: string) => string;
}

/** Stands for a tile's own value while its text is translated once for all tiles (a private-use character). */
const VALUE_MARK = '\uE000';

/**
 * A text with one value, translated once: i18next puts {@link VALUE_MARK} where the value goes (whatever the
 * language's word order), each tile puts its value there. The same text as translating per tile with the value
 * — the shop's i18next does not escape values (`escapeValue: false`) — without ~0.5 ms per text at 4× CPU.
 */
function withValue(t: ShopTranslate, key: string, name: string): (value: string) => string {
  const parts = t(key, { [name]: VALUE_MARK }).split(VALUE_MARK);
  return (value) => parts.join(value);
}

/** By the instance's resource store: the `i18n` a hook hands out need not be the same object every render. */
const tileTextsCache = new WeakMap<object, Map<string, TileTexts>>();

/**
 * The tiles' texts, translated once per page's i18next instance, language and locale instead of once per tile
 * (48 tiles asked i18next for the same dozen texts each, and each for its rating and article number). Texts
 * that arrive later (a namespace, the English fallback) clear the instance's entries, so the next render reads
 * them anew.
 */
function tileTexts(i18n: I18n, t: ShopTranslate, language: string, locale: string): TileTexts {
  const store = i18n.store;
  let byKey = tileTextsCache.get(store);
  if (!byKey) {
    const entries = new Map<string, TileTexts>();
    store.on('added', () => entries.clear());
    tileTextsCache.set(store, entries);
    byKey = entries;
  }
  const key = `${language}|${locale}`;
  let texts = byKey.get(key);
  if (!texts) {
    texts = {
      labels: priceLabels(i18n.getFixedT(language, ownNamespace('market')) as unknown as MarketTranslate, locale),
      oldPricePrefix: t('market:price.oldPricePrefix'),
      sponsored: t('uiKit:tile.sponsored'),
      availability: {
        available: t('uiKit:availability.available'),
        soon: t('uiKit:availability.soon'),
        unavailable: t('uiKit:availability.unavailable'),
      },
      storeAndOnline: t('uiKit:tile.storeAndOnline'),
      onlineOnly: t('uiKit:tile.onlineOnly'),
      articleNumber: withValue(t, 'uiKit:tile.articleNumber', 'number'),
      rating: withValue(t, 'uiKit:tile.rating', 'rating'),
    };
    byKey.set(key, texts);
  }
  return texts;
}

/**
 * One product in a grid or slider. Memoised: a grid renders its tiles again only for those whose item,
 * position or settings changed (load more adds tiles without rendering the others anew).
 */
export const ProductTile = memo(function ProductTile({ item, locale, position, onNavigate, headingLevel = 2 }: ProductTileProps) {
  const { t, i18n } = useShopTranslation(['uiKit', 'market']);
  const titleId = useId();
  const titleTextId = `${titleId}-text`;
  const priceId = `${titleId}-price`;
  const availabilityId = `${titleId}-availability`;
  const sponsoredId = `${titleId}-sponsored`;
  const { gridbox } = item;
  const title = gridbox.keyfacts.title;
  const Heading = `h${headingLevel}` as const;
  const policy = useLinkPolicy();
  const href = safeHref(item.url, policy);
  const image = safeHref(gridbox.image?.url, policy);

  const { price, oldPrice, fromPrice, unitPrice, recommendedRetailPrice, bulkDiscount, upToDiscount } = gridbox.price;
  const reduced = typeof oldPrice === 'number' && oldPrice > price;
  const showOldPricePrefix = getDisplaySettings(locale).oldPricePrefix;
  const texts = tileTexts(i18n, t, i18n.language, locale);
  const { labels } = texts;
  // Where the storefront requires it (Polish: the lowest price of the 30 days before the reduction), the
  // before-price carries that note instead of a plain strike-through label (SPEC §3, §9).
  const lowestPriceNote = reduced ? labels.lowestPriceNote(oldPrice) : null;
  const bulk = reduced && bulkDiscount === true;
  const oldPriceLabel = bulk ? labels.beforeSinglePurchase : showOldPricePrefix ? texts.oldPricePrefix : null;
  const cheaper = reduced ? (bulk ? labels.cheaperInBulk : labels.cheaperBy(oldPrice - price)) : null;
  const upTo = upToDiscount ? labels.upTo(upToDiscount.percent) : null;
  const rrp = typeof recommendedRetailPrice === 'number' && recommendedRetailPrice > price ? recommendedRetailPrice : null;

  const indicator = gridbox.stockAvailability?.availabilityIndicator;
  const availability = indicator === undefined ? undefined : AVAILABILITY[indicator];
  const inStore = gridbox.stockAvailability?.badgeInfo?.badges.some((badge) => badge.type === 'store') ?? false;
  const rating = gridbox.ratings?.average;
  const articleNumber = gridbox.erpNumber ?? gridbox.productId;
  const sponsored = isSponsored(item);
  // The link says what a shopper decides on — title, price, availability — in one stop, not the title alone.
  const linkLabelledBy = [sponsored ? sponsoredId : null, titleTextId, priceId, availability ? availabilityId : null].filter(Boolean).join(' ');

  return (
    <article className="sk-tile" data-testid="product-tile" aria-labelledby={titleTextId}>
      <div className="sk-tile__media">
        {image ? <TileImage src={image} position={position} /> : <NoImage />}
        {sponsored ? (
          <span className="sk-tile__sponsored" data-testid="sponsored" id={sponsoredId}>
            {texts.sponsored}
          </span>
        ) : null}
      </div>
      <div className="sk-tile__body">
        {gridbox.brand?.name ? <p className="sk-tile__brand">{gridbox.brand.name}</p> : null}
        <Heading className="sk-tile__title">
          {href ? (
            <a className="sk-tile__link" href={href} aria-labelledby={linkLabelledBy} onClick={navigateOnPlainClick(href, onNavigate)}>
              <span id={titleTextId}>{title}</span>
            </a>
          ) : (
            <span id={titleTextId}>{title}</span>
          )}
        </Heading>
        {typeof rating === 'number' && rating > 0 ? (
          <p className="sk-tile__rating">
            <Stars
              rating={rating}
              label={texts.rating(formatNumber(rating, locale, { maximumFractionDigits: 1 }))}
            />
            {typeof gridbox.ratings?.count === 'number' ? (
              <span className="sk-tile__rating-count">({formatNumber(gridbox.ratings.count, locale)})</span>
            ) : null}
          </p>
        ) : null}
        {cheaper || upTo ? (
          <p className="sk-tile__badges">
            {cheaper ? <span className="sk-price-badge sk-price-badge--cheaper">{cheaper}</span> : null}
            {upTo ? <span className="sk-price-badge sk-price-badge--up-to">{upTo}</span> : null}
          </p>
        ) : null}
        <p className="sk-tile__price" id={priceId}>
          <span className={reduced ? 'sk-price sk-price--reduced' : 'sk-price'}>
            {fromPrice ? labels.from(price) : formatPrice(price, locale)}
          </span>
          {reduced && !lowestPriceNote ? (
            <span className="sk-tile__old-price">
              {oldPriceLabel ? `${oldPriceLabel} ` : null}
              <del>{formatPrice(oldPrice, locale)}</del>
            </span>
          ) : null}
        </p>
        {lowestPriceNote ? <p className="sk-tile__price-note">{lowestPriceNote}</p> : null}
        {rrp !== null ? (
          <p className="sk-tile__price-note sk-tile__rrp">
            {labels.recommendedRetailPrice} {formatPrice(rrp, locale)}
          </p>
        ) : null}
        {unitPrice ? (
          <p className="sk-tile__price-note sk-tile__unit-price">
            {labels.unitPrice(unitPrice.price, unitPrice.unit)}
          </p>
        ) : null}
        {availability ? (
          <p className={`sk-tile__availability sk-availability sk-availability--${availability}`} id={availabilityId}>
            <span className="sk-availability__dot" aria-hidden="true" />
            {texts.availability[availability]}
          </p>
        ) : null}
        <p className="sk-tile__channel">{inStore ? texts.storeAndOnline : texts.onlineOnly}</p>
        <p className="sk-tile__number">{texts.articleNumber(articleNumber)}</p>
      </div>
    </article>
  );
});
