import { displayableItems, emptyUrlState, type DisplayItem, type SearchApi } from '@shop/api-client';
import { ProductTile, Slider } from '@shop/ui-kit';
import { SEEN_SETTLED_ATTRIBUTE } from '@shop/ui-kit/seenRows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useShopTranslation } from '@shop/market';
import { useSearchApi } from './api';
import { personalTaste, readLastSeen, rememberLastSeen } from './lastSeen';
import { usePageEvents } from './pageEvents';
import { requestContextFor } from './useListing';

const ROW_SIZE = 12;

/**
 * Product tiles link to the product page, which another team serves: a full page load, never our router. The
 * product is remembered in the last seen list of `locale`'s market, the one its tile was shown in.
 */
export function openProduct(item: DisplayItem | undefined, locale: string, href: string, open: (href: string) => void = (to) => window.location.assign(to)): void {
  if (item) rememberLastSeen(item, locale);
  open(href);
}

function Row({ title, items, locale }: { title: string; items: readonly DisplayItem[]; locale: string }) {
  const { open } = usePageEvents();
  if (items.length === 0) return null;
  return (
    <Slider title={title}>
      {items.map((item, index) => (
        <ProductTile
          key={String(item.gridbox.productId)}
          item={item}
          locale={locale}
          position={index + 1}
          headingLevel={3}
          onNavigate={(href: string) => openProduct(item, locale, href, open)}
        />
      ))}
    </Slider>
  );
}

/** How long a recommendation row's products are kept: ten minutes. */
export const ROW_KEPT_MS = 10 * 60_000;

/**
 * A row's answer is kept {@link ROW_KEPT_MS}; a failed one (the API answers with an error, which the client
 * returns rather than throws) not at all: the next page that shows the row asks again. Kept like products, the
 * row stayed away for ten minutes after the service came back.
 */
function rowStaleTime(query: { state: { data?: { kind: string } | undefined } }): number {
  return query.state.data?.kind === 'ok' ? ROW_KEPT_MS : 0;
}

/** The bestsellers row's request (SPEC §1): one cache entry for the row and a server's prefetch. */
export function bestsellersQuery(api: SearchApi, locale: string) {
  const context = { ...requestContextFor(locale), fetchsize: ROW_SIZE };
  return queryOptions({
    queryKey: ['recommendations', 'bestsellers', context.country, context.language] as const,
    queryFn: ({ signal }) => api.search({ type: 'search' }, { ...emptyUrlState(), sort: 'rating' }, context, { signal }),
    staleTime: rowStaleTime,
    retry: false,
  });
}

/** SPEC §1: the bestsellers row (best rated products of the market), shown where results are missing. */
export function Bestsellers({ locale }: { locale: string }) {
  const { t } = useShopTranslation('search');
  const api = useSearchApi();
  const query = useQuery(useMemo(() => bestsellersQuery(api, locale), [api, locale]));
  const items = query.data?.kind === 'ok' ? displayableItems(query.data.data.items ?? []) : [];
  return <Row title={t('recommendations.bestsellers')} items={items} locale={locale} />;
}

const NOTHING_SEEN: readonly DisplayItem[] = [];

/**
 * The products this shopper opened on this device in `locale`'s market, read once; `null` while not read. Not known to the server: a
 * page it rendered has none while it hydrates and they come right after (read in the first render, the rows were
 * not in the server's markup and React rendered the whole page anew, for every shopper who had opened a
 * product). They are read by the answer rules, whose chunk is not on the page's way to its first paint: the
 * rows come once it is in (their space is kept from the first paint, `@shop/ui-kit/seenRows`).
 */
function useLastSeen(locale: string): readonly DisplayItem[] | null {
  const { linkPolicy } = useSearchApi();
  const [items, setItems] = useState<readonly DisplayItem[] | null>(null);
  useEffect(() => {
    let current = true;
    const settle = (read: readonly DisplayItem[]) => current && setItems(read);
    // The rules' chunk that does not load leaves the rows empty; the next page asks for it again.
    readLastSeen(locale, undefined, linkPolicy).then(settle, () => settle(NOTHING_SEEN));
    return () => {
      current = false;
    };
  }, [locale, linkPolicy]);
  return items;
}

/**
 * SPEC §1: the personal recommendations — best rated products of the brands this shopper opened on this device,
 * without the products already seen; `pending` while they are asked for. None before a product was opened.
 */
function usePersonalRecommendations(locale: string, lastSeen: readonly DisplayItem[] | null): { items: readonly DisplayItem[]; pending: boolean } {
  const api = useSearchApi();
  const taste = useMemo(() => (lastSeen ? personalTaste(lastSeen) : null), [lastSeen]);
  const context = useMemo(() => ({ ...requestContextFor(locale), fetchsize: ROW_SIZE * 2 }), [locale]);
  const query = useQuery({
    queryKey: ['recommendations', 'personal', context.country, context.language, taste?.brands],
    queryFn: ({ signal }) =>
      api.search({ type: 'search' }, { ...emptyUrlState(), sort: 'rating', filters: { brand: taste?.brands ?? [] } }, context, { signal }),
    enabled: taste !== null,
    staleTime: rowStaleTime,
    retry: false,
  });
  const items =
    query.data?.kind === 'ok' && taste
      ? displayableItems(query.data.data.items ?? [])
          .filter((item) => !taste.seen.has(String(item.gridbox.productId)))
          .slice(0, ROW_SIZE)
      : NOTHING_SEEN;
  return { items, pending: taste !== null && query.isPending };
}

/**
 * SPEC §1: the last seen row (the products this shopper opened on this device) and the personal
 * recommendations row, in one element that keeps their space from the first paint where the browser has
 * products seen (`@shop/ui-kit/seenRows`), and says when both are known.
 */
export function SeenRows({ locale }: { locale: string }) {
  const { t } = useShopTranslation('search');
  const lastSeen = useLastSeen(locale);
  const personal = usePersonalRecommendations(locale, lastSeen);
  const settled = lastSeen !== null && !personal.pending;
  return (
    <div className="sk-seen-rows" {...(settled ? { [SEEN_SETTLED_ATTRIBUTE]: '' } : {})}>
      <Row title={t('recommendations.lastSeen')} items={lastSeen ?? NOTHING_SEEN} locale={locale} />
      <Row title={t('recommendations.personal')} items={personal.items} locale={locale} />
    </div>
  );
}
