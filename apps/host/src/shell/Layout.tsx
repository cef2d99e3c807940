import { toastStore, useFragment, useToasts, type FragmentLink } from '@shop/listing';
import { langTag, STOREFRONT_LABELS, toRouteLocale, useShopTranslation } from '@shop/market';
import { Toaster, useKeyboardSafeSelect } from '@shop/ui-kit';
import { useEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { Link, NavLink, useLocation, useMatch } from 'react-router';
import { judgeLocale } from '../routing/localeJudge';
import { LOCALE_SWITCH_PATH, matchRoute } from '../routing/routes';
import { NewsletterLink } from './NewsletterLink';
import { HeaderSearch } from './HeaderSearch';
import { linkRouteLocale } from './linkLocale';

/** Space kept between the sticky header and what scrolling brings into view. */
const FOCUS_CLEARANCE_PX = 8;

function subscribeConnectivity(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * SPEC §4 connectivity: follows the browser's online and offline events, with a toast on each change. A page
 * hydrated while offline first renders what the server did (online), then the browser's state: read in the
 * first render, it did not match the server's markup and React rendered the whole page anew.
 */
function useOnline(messages: { online: string; offline: string }): boolean {
  const online = useSyncExternalStore(subscribeConnectivity, () => navigator.onLine, () => true);
  useEffect(() => {
    const on = () => toastStore.getState().show(messages.online);
    const off = () => toastStore.getState().show(messages.offline, { tone: 'error' });
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, [messages.online, messages.offline]);
  return online;
}

/**
 * Our own pages navigate in the app; anything else is a normal link: the storefront's pages on our origin (the
 * footer's customer service, imprint, privacy) are not routes of ours, and in the app they were our 404 page.
 */
/**
 * A fragment's link: the router's for a page of the shop, the browser's for anything else. In a navigation
 * (`current`), the link to the page the shopper is on says so (`aria-current="page"`, WCAG 1.3.1: the header's
 * categories showed it to no one).
 */
function FragmentAnchor({ link, current = false }: { link: FragmentLink; current?: boolean }) {
  if (!isShopPage(link.href)) return <a href={link.href}>{link.label}</a>;
  return current ? (
    <NavLink to={link.href} end>
      {link.label}
    </NavLink>
  ) : (
    <Link to={link.href}>{link.label}</Link>
  );
}

function isShopPage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const url = new URL(href, 'http://shop.invalid');
  return matchRoute(url.pathname, url.search, judgeLocale).kind !== 'notFound';
}

function ShellToaster() {
  const { t } = useShopTranslation('host');
  const toasts = useToasts((s) => s.toasts);
  const { dismiss, pause, resume } = toastStore.getState();
  return <Toaster toasts={toasts} onDismiss={dismiss} onPause={pause} onResume={resume} label={t('toast.region')} closeLabel={t('toast.close')} />;
}

/**
 * A header link to a page under `/q` (`path`), with the page's locale segment where its links carry one
 * (`localePrefix`), marked the current page (`aria-current`, `active`) on that page with or without the
 * segment: a Swiss page on `/q/search` links to `/q/fr-CH/search`, and is that page.
 */
function ShellNavLink({ path, localePrefix, children }: { path: string; localePrefix: string; children: ReactNode }) {
  const to = `${localePrefix}${path}`;
  const here = useMatch({ path: to, end: false });
  const plain = useMatch({ path: `/q${path}`, end: false });
  const current = here !== null || plain !== null;
  return (
    <Link to={to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * A storefront picked in the server-rendered header before the page was live: React keeps the select's choice
 * while it hydrates and the next render would set it back, unapplied. Read in the first commit's effect (no
 * render comes between; the server's choice is the option with the `selected` attribute, `defaultSelected`,
 * which a select the browser rendered has none of) and applied there, where the router can navigate. Not with
 * `useFirstRenderHydrated`: its store renders the whole header once more after hydration.
 */
function useChoiceBeforeLive(select: RefObject<HTMLSelectElement | null>, apply: (value: string) => void) {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    const element = select.current;
    const server = element && [...element.options].find((option) => option.defaultSelected);
    if (element && server && element.value !== server.value) latest.current(element.value);
  }, [select]);
}

export function Layout({
  locale,
  routeLocale,
  onLocaleChange,
  showHeaderSearch,
  embedded = false,
  pageId,
  children,
}: {
  locale: string;
  routeLocale?: string;
  onLocaleChange: (locale: string) => void;
  showHeaderSearch: boolean;
  /** `isEmbedded=true`: the page lives in a storefront's iframe, which brings its own header and footer. */
  embedded?: boolean;
  /** Passed to the header fragment (SPEC §2). */
  pageId?: string;
  children: ReactNode;
}) {
  const { t } = useShopTranslation('host');
  const online = useOnline({ online: t('connectivity.online'), offline: t('connectivity.offline') });
  const country = locale.split('_')[1] ?? '';
  const linkLocale = linkRouteLocale(locale, routeLocale);
  const localePrefix = linkLocale ? `/q/${linkLocale}` : '/q';
  const header = useFragment(`/n/header?${new URLSearchParams({ locale, ...(pageId ? { pageId } : {}) }).toString()}`, { keepPrevious: true });
  const footer = useFragment(`/n/footer?${new URLSearchParams({ locale }).toString()}`);
  const categories = header.links.filter((l) => l.href.startsWith('/h/'));
  const headerRef = useRef<HTMLElement>(null);
  const localeSelect = useRef<HTMLSelectElement>(null);
  const { pathname, search } = useLocation();
  useChoiceBeforeLive(localeSelect, onLocaleChange);
  // Another storefront is another page: arrow keys only choose one, Enter or leaving the select goes there.
  // Another storefront is another page and language: a choice made with the arrow keys is taken on Enter only,
  // not when the shopper tabs on (WCAG 3.2.2).
  const localeChoice = useKeyboardSafeSelect(locale, onLocaleChange, { commitOnBlur: false });
  useEffect(() => {
    // The sticky header must not cover what has focus (WCAG 2.4.11): scrolling keeps its height clear. Set as
    // the root's own scroll-padding, not as a custom property: one inherited by every element made the browser
    // recompute the style of the whole page (60-100 ms on a slow phone) right after it came alive.
    const element = headerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Only where the header sticks: the shell's CSS decides where (it scrolls away on a phone), read here.
    const root = document.documentElement;
    const update = () => {
      const sticky = getComputedStyle(element).position === 'sticky';
      root.style.scrollPaddingTop = sticky ? `${element.offsetHeight + FOCUS_CLEARANCE_PX}px` : '';
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingTop = '';
    };
  }, [embedded]);
  if (embedded) {
    return (
      <>
        <main id="main" className="shell__main shell__main--embedded" tabIndex={-1}>
          {children}
        </main>
        <ShellToaster />
      </>
    );
  }
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="shell__header" ref={headerRef}>
        <div className="shell__bar">
          <Link to="/" className="shell__logo" aria-label={`${t('shopName')} – ${t('nav.home')}`}>
            <span aria-hidden="true" className="shell__logo-mark" />
            {t('shopName')}
          </Link>
          <nav aria-label={t('nav.label')} className="shell__nav">
            <NavLink to="/" end>
              {t('nav.home')}
            </NavLink>
            <ShellNavLink path="/search" localePrefix={localePrefix}>
              {t('nav.search')}
            </ShellNavLink>
            <ShellNavLink path="/query/summer-sale" localePrefix={localePrefix}>
              {t('nav.campaigns')}
            </ShellNavLink>
          </nav>
          {/* Without JavaScript the select is sent with its button to the server, which switches (LOCALE_SWITCH_PATH). */}
          <form className="shell__locale-form" method="get" action={LOCALE_SWITCH_PATH} onSubmit={(event) => event.preventDefault()}>
            <input type="hidden" name="from" value={`${pathname}${search}`} />
            <label className="shell__locale">
              <span className="visually-hidden">{t('language.label')}</span>
              <select ref={localeSelect} name="to" {...localeChoice} data-testid="locale-select">
                {/* Each storefront's name is in its own language (WCAG 3.1.2, language of parts). */}
                {STOREFRONT_LABELS.map(([value, label]) => (
                  <option key={value} value={value} lang={langTag(value)}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--secondary sk-nojs-only">
              {t('language.change')}
            </button>
          </form>
        </div>
        {header.pending ? <div className="shell__categories shell__categories--pending" aria-hidden="true" /> : null}
        {categories.length ? (
          <nav className="shell__categories" aria-label={t('nav.categories')}>
            <ul>
              {categories.map((link) => (
                <li key={link.href}>
                  <FragmentAnchor link={link} current />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {showHeaderSearch ? (
          <div className="shell__search">
            <HeaderSearch locale={locale} {...(linkLocale ? { routeLocale: linkLocale } : {})} action={`${localePrefix}/search`} />
          </div>
        ) : null}
      </header>
      {!online ? (
        // Not a live region: the offline toast says it (two would read it twice, and one added with its text is
        // often not read at all).
        <p className="shell__offline">
          {t('connectivity.offline')}
        </p>
      ) : null}
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <ShellToaster />
      <footer className="shell__footer">
        {footer.links.length ? (
          <ul className="shell__footer-links">
            {footer.links.map((link) => (
              <li key={link.href}>
                <FragmentAnchor link={link} />
              </li>
            ))}
          </ul>
        ) : null}
        {footer.texts.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>{t('footer.copyright')}</p>
        <NewsletterLink country={country} />
        <p className="shell__footer-locale">{toRouteLocale(locale)}</p>
      </footer>
    </div>
  );
}
