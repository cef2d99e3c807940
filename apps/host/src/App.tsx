import { isSupportedLocale, toRouteLocale, toStoredLocale, useShopTranslation } from '@shop/market';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { judgeLocale } from './routing/localeJudge';
import { localizedPath, matchRoute, type PageMatch } from './routing/routes';
import { headerPageId } from '@shop/listing';
import { AppErrorBoundary } from './shell/ErrorBoundary';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/pages';
import { RemoteSlot } from './shell/RemoteSlot';
import { ScrollManager } from './shell/ScrollManager';

const LOCALE_COOKIE_MAX_AGE = 31 * 24 * 60 * 60; // SPEC §9: cookie expiry 31 days

function PageView({ match, locale }: { match: PageMatch; locale: string }) {
  const { t } = useShopTranslation('host');
  const routeLocale = match.routeLocale;
  const base = { locale, params: match.params, ...(routeLocale ? { routeLocale } : {}) };
  const view = match.page.startsWith('evaluation') ? { view: match.page } : {};
  if (match.module === null) {
    return (
      <>
        <section className="home-hero">
          <h1>{t('home.title')}</h1>
          <p>{t('home.intro')}</p>
        </section>
        <RemoteSlot id="search/SearchPage" props={{ ...base, view: 'home' }} />
      </>
    );
  }
  // The key remounts a page when its route changes, so no state leaks from one page to the next.
  return <RemoteSlot key={`${match.page}:${JSON.stringify(match.params)}`} id={match.module} props={{ ...base, ...view }} />;
}

function Routed({ initialLocale, onLocale }: { initialLocale: string; onLocale: (locale: string) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [chosenLocale, setChosenLocale] = useState(initialLocale);
  const match = useMemo(() => matchRoute(location.pathname, location.search, judgeLocale), [location.pathname, location.search]);
  const routeLocale = match.kind === 'page' ? match.routeLocale : undefined;
  const locale = routeLocale ? toStoredLocale(routeLocale) : chosenLocale;

  useEffect(() => onLocale(locale), [locale, onLocale]);

  const changeLocale = useCallback(
    (next: string) => {
      if (!isSupportedLocale(next)) return;
      document.cookie = `locale=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
      setChosenLocale(next);
      if (match.kind === 'page') {
        const path = localizedPath(match, toRouteLocale(next));
        if (path) navigate(`${path}${location.search}`);
      }
    },
    [match, navigate, location.search],
  );

  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  const isSearchPage = match.kind === 'page' && (match.page === 'search' || match.page === 'home');
  const embedded = new URLSearchParams(location.search).get('isEmbedded') === 'true';
  return (
    <Layout
      locale={locale}
      {...(routeLocale ? { routeLocale } : {})}
      onLocaleChange={changeLocale}
      showHeaderSearch={!isSearchPage}
      embedded={embedded}
      pageId={match.kind === 'page' ? headerPageId(location.search, match.params) : undefined}
    >
      <AppErrorBoundary key={location.pathname}>
        {match.kind === 'notFound' ? <NotFoundPage /> : <PageView match={match} locale={locale} />}
      </AppErrorBoundary>
    </Layout>
  );
}

export function App({ initialLocale, onLocale }: { initialLocale: string; onLocale: (locale: string) => void }) {
  return (
    <>
      <ScrollManager />
      <Routes>
        <Route path="*" element={<Routed initialLocale={initialLocale} onLocale={onLocale} />} />
      </Routes>
    </>
  );
}
