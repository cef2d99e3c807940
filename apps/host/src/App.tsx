import { isSupportedLocale, localeCookie, toRouteLocale, toStoredLocale, useShopTranslation } from '@shop/market';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { judgeLocale, judgeLocaleOn } from './routing/localeJudge';
import { applyRouteMiddleware } from './routing/routeMiddleware';
import { localizedPath, matchRoute, type PageMatch } from './routing/routes';
import { headerPageId } from '@shop/listing';
import { PlainSearchField } from '@shop/ui-kit';
import { AppErrorBoundary } from './shell/ErrorBoundary';
import { Layout } from './shell/Layout';
import { linkRouteLocale } from './shell/linkLocale';
import { PageFocus } from './shell/PageFocus';
import { ErrorPage, NotFoundPage } from './shell/pages';
import { RemoteSlot } from './shell/RemoteSlot';
import { ScrollManager } from './shell/ScrollManager';
import { ShellPartContext } from './shell/shellPart';
import { withEmbeddedParam } from './embed/embeddedParam';

function PageView({ match, locale }: { match: PageMatch; locale: string }) {
  const { t } = useShopTranslation('host');
  const routeLocale = match.routeLocale;
  const base = { locale, params: match.params, ...(routeLocale ? { routeLocale } : {}) };
  const view = match.page.startsWith('evaluation') ? { view: match.page } : {};
  // The search and home pages have no header search (the page has its field): if the search remote does not
  // come, its fallback brings a plain search form, so the shop stays searchable.
  const linkLocale = linkRouteLocale(locale, routeLocale);
  const searchFallback = <PlainSearchField action={`${linkLocale ? `/q/${linkLocale}` : '/q'}/search`} id="page-search-fallback" />;
  if (match.module === null) {
    return (
      <>
        <section className="home-hero">
          <h1>{t('home.title')}</h1>
          <p>{t('home.intro')}</p>
        </section>
        <RemoteSlot id="search/SearchPage" props={{ ...base, view: 'home' }} fallback={searchFallback} />
      </>
    );
  }
  // The key remounts a page when its route changes, so no state leaks from one page to the next.
  return (
    <RemoteSlot
      key={`${match.page}:${JSON.stringify(match.params)}`}
      id={match.module}
      props={{ ...base, ...view }}
      {...(match.module === 'search/SearchPage' ? { fallback: searchFallback } : {})}
    />
  );
}

interface RoutedProps {
  initialLocale: string;
  onLocale: (locale: string) => void;
  /** The page was opened with `isEmbedded=true`: embedded for its whole life, whatever it navigates to. */
  embeddedAtStart: boolean;
  embedAllowedOrigins: readonly string[];
}

function Routed({ initialLocale, onLocale, embeddedAtStart, embedAllowedOrigins }: RoutedProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const frameOnly = useContext(ShellPartContext) === 'frame';
  const [chosenLocale, setChosenLocale] = useState(initialLocale);
  // In the browser, the storefront of the page's host name (as the server judges it); the server renders pages
  // whose locale is right only.
  const [judge] = useState(() => (typeof window === 'undefined' ? judgeLocale : judgeLocaleOn(window.location.host)));
  const match = useMemo(() => applyRouteMiddleware(matchRoute(location.pathname, location.search, judge), judge), [location.pathname, location.search, judge]);
  const routeLocale = match.kind === 'page' ? match.routeLocale : undefined;
  const locale = routeLocale ? toStoredLocale(routeLocale) : chosenLocale;

  useEffect(() => onLocale(locale), [locale, onLocale]);

  const changeLocale = useCallback(
    (next: string) => {
      if (!isSupportedLocale(next)) return;
      document.cookie = localeCookie(next, window.location.protocol);
      setChosenLocale(next);
      if (match.kind === 'page') {
        const path = localizedPath(match, toRouteLocale(next));
        if (path) navigate(`${path}${location.search}`);
      }
    },
    [match, navigate, location.search],
  );

  const embeddedInUrl = new URLSearchParams(location.search).get('isEmbedded') === 'true';
  useEffect(() => {
    if (embeddedAtStart && !embeddedInUrl) navigate(withEmbeddedParam(`${location.pathname}${location.search}${location.hash}`), { replace: true });
  }, [embeddedAtStart, embeddedInUrl, location.pathname, location.search, location.hash, navigate]);
  // The router makes a new `navigate` for every path: the iframe protocol reads the latest, and is not started
  // again for each (a restart dropped the analytics events of the commit that restarted it).
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  useEffect(() => {
    if (!embeddedAtStart) return undefined;
    // The iframe protocol's code loads only in a frame (most pages are not). The page's analytics events of
    // the meantime wait for it, and it posts them first.
    const earlier: Event[] = [];
    const hold = (event: Event) => void earlier.push(event);
    window.addEventListener('shop-analytics', hold);
    let stop: (() => void) | undefined;
    let stopped = false;
    import(/* webpackChunkName: "embed-bridge" */ './embed/bridge')
      .then(({ observeDocumentHeight, startEmbedBridge }) => {
        if (stopped) return;
        window.removeEventListener('shop-analytics', hold);
        stop = startEmbedBridge({
          win: window,
          allowedOrigins: embedAllowedOrigins,
          referrer: document.referrer,
          navigate: (path) => navigateRef.current(withEmbeddedParam(path)),
          observeHeight: observeDocumentHeight,
          earlier,
        });
      })
      .catch((error: unknown) => console.warn('[shell] the iframe protocol could not be loaded', error));
    return () => {
      stopped = true;
      window.removeEventListener('shop-analytics', hold);
      stop?.();
    };
  }, [embeddedAtStart, embedAllowedOrigins]);

  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  const isSearchPage = match.kind === 'page' && (match.page === 'search' || match.page === 'home');
  const embedded = embeddedAtStart || embeddedInUrl;
  const pageId = match.kind === 'page' ? headerPageId(location.search, match.params) : undefined;
  return (
    <>
      <PageFocus locale={locale} pageId={pageId} />
      <Layout
        locale={locale}
        {...(routeLocale ? { routeLocale } : {})}
        onLocaleChange={changeLocale}
        showHeaderSearch={!isSearchPage}
        embedded={embedded}
        pageId={pageId}
      >
        {frameOnly ? null : (
          <AppErrorBoundary key={location.pathname} resetKey={location.search}>
            {match.kind === 'notFound' ? (
              <NotFoundPage />
            ) : match.kind === 'error' ? (
              <ErrorPage status={match.status} message={match.message} />
            ) : (
              <PageView match={match} locale={locale} />
            )}
          </AppErrorBoundary>
        )}
      </Layout>
    </>
  );
}

export interface AppProps {
  initialLocale: string;
  onLocale: (locale: string) => void;
  embedAllowedOrigins?: readonly string[];
  /** The page was opened with `isEmbedded=true` (the server renderer says so from the request's URL). */
  embeddedAtStart?: boolean;
}

export function App({ initialLocale, onLocale, embedAllowedOrigins = [], embeddedAtStart: embeddedFromUrl }: AppProps) {
  const [embeddedAtStart] = useState(
    () => embeddedFromUrl ?? (typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('isEmbedded') === 'true'),
  );
  return (
    <>
      <ScrollManager />
      <Routes>
        <Route path="*" element={<Routed initialLocale={initialLocale} onLocale={onLocale} embeddedAtStart={embeddedAtStart} embedAllowedOrigins={embedAllowedOrigins} />} />
      </Routes>
    </>
  );
}
