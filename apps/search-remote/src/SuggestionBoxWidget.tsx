import { preloadAnswerRules, safeLink, type SuggestGroup, type SuggestItem } from '@shop/api-client';
import { requestContextFor, useFollowLink, useSearchApi, useUrlState, type SuggestionBoxProps } from '@shop/listing';
import { SearchField } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';

/** SPEC §9 async loading delay: suggestions wait for a pause in typing. */
export const SUGGEST_DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function searchPath(routeLocale: string | undefined, q: string): string {
  const base = routeLocale ? `/q/${routeLocale}/search` : '/q/search';
  const query = q.trim();
  return query ? `${base}?q=${encodeURIComponent(query).replace(/%20/g, '+')}` : base;
}

/** The search field with grouped suggestions (product names, brands, categories). */
export function SuggestionBoxWidget({ locale, routeLocale, onNavigate, initialQuery }: SuggestionBoxProps) {
  const api = useSearchApi();
  const follow = useFollowLink();
  const urlState = useUrlState();
  const initial = initialQuery ?? urlState.q ?? '';
  const [value, setValue] = useState(initial);
  // The query the field last followed: a text that is the same as it is no change of the query, and must not
  // replace what the shopper typed (into the server-rendered field before the page was live, say).
  const followed = useRef(initial);
  useEffect(() => {
    // Back/forward and links change the query: the field follows the URL (or the page's query, e.g. an alias's).
    const next = urlState.q ?? initialQuery ?? '';
    if (next === followed.current) return;
    followed.current = next;
    setValue(next);
  }, [urlState.q, initialQuery]);
  // Suggestions are for a shopper at the field: none are fetched for the query a results page arrives with
  // (a request, a render and a spinner at load that nobody sees the answer of), only once the field is used.
  const [engaged, setEngaged] = useState(false);
  // The answer rules (a chunk of their own) load while the first suggestion waits for a pause in typing, not
  // after its answer: on a page other than a listing nothing has loaded them yet.
  useEffect(() => {
    if (engaged) preloadAnswerRules();
  }, [engaged]);
  const term = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const context = useMemo(() => requestContextFor(locale), [locale]);
  const suggest = useQuery({
    queryKey: ['suggest', context.country, context.language, term],
    queryFn: ({ signal }) => api.suggest(term, context, { signal }),
    enabled: engaged && term.length >= MIN_CHARS,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const groups: SuggestGroup[] = term.length >= MIN_CHARS && suggest.data?.kind === 'ok' ? suggest.data.data.groups ?? [] : [];

  const go = (target: string) => {
    // Suggestion links come from upstream: they pass the one link rule like every other link.
    const href = safeLink(target, api.linkPolicy);
    if (href === null) return;
    onNavigate?.(href);
    // Another host through the page's `open`: a storefront's widget announces it (shop-navigate) first.
    follow(href);
  };

  return (
    <SearchField
      value={value}
      onValueChange={setValue}
      onSubmit={(q: string) => go(searchPath(routeLocale, q))}
      action={searchPath(routeLocale, '')}
      groups={groups}
      loading={suggest.isFetching}
      onEngage={() => setEngaged(true)}
      onSelect={(item: SuggestItem) => go(safeLink(item.url, api.linkPolicy) ?? searchPath(routeLocale, item.label))}
    />
  );
}
