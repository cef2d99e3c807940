import { useShopTranslation } from '@shop/market';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { replayEarlyTaps } from './earlyTaps';

/** A page the shell renders itself has no remote to wait for: it is live once shown (shell/earlyTaps.ts). */
function useLiveAtOnce() {
  useEffect(() => {
    replayEarlyTaps();
  }, []);
}

/** SPEC §2: unmatched routes and failed validity checks. The host server answers the same paths with 404. */
export function NotFoundPage() {
  const { t } = useShopTranslation('host');
  useLiveAtOnce();
  return (
    <section className="status-page" data-testid="not-found" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.hint')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

/**
 * SPEC §4 navigation errors and the global error state: status, message and a link back home; with `onReload`
 * (a page that failed while it rendered, which a new load may well show) a button that loads it again, and
 * focus on its heading when the page it replaced took the focus with it (WCAG 2.4.3: the shopper pressed
 * something that broke the page, and focus was left on the body with nothing said).
 */
export function ErrorPage({ status = 500, message, onReload }: { status?: number; message?: string; onReload?: () => void }) {
  const { t } = useShopTranslation('host');
  useLiveAtOnce();
  const heading = useRef<HTMLHeadingElement>(null);
  const replacedPage = Boolean(onReload);
  useEffect(() => {
    const focused = document.activeElement;
    if (replacedPage && (!focused || focused === document.body || !focused.isConnected)) heading.current?.focus();
  }, [replacedPage]);
  return (
    <section className="status-page" data-testid="error-page" aria-labelledby="error-title">
      <p className="status-page__code" aria-hidden="true">{status}</p>
      <h1 id="error-title" ref={heading} tabIndex={-1}>
        {t('error.title')}
      </h1>
      <p>{t('error.status', { status })}</p>
      {message ? <p className="status-page__message">{message}</p> : null}
      <div className="status-page__actions">
        {onReload ? (
          <button type="button" className="button" onClick={onReload}>
            {t('error.reload')}
          </button>
        ) : null}
        <a className={onReload ? 'button button--secondary' : 'button'} href="/">
          {t('error.backHome')}
        </a>
      </div>
    </section>
  );
}
