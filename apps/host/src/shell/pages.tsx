import { useShopTranslation } from '@shop/market';
import { useEffect } from 'react';
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
 * (a page that failed while it rendered, which a new load may well show) a button that loads it again.
 */
export function ErrorPage({ status = 500, message, onReload }: { status?: number; message?: string; onReload?: () => void }) {
  const { t } = useShopTranslation('host');
  useLiveAtOnce();
  return (
    <section className="status-page" data-testid="error-page" aria-labelledby="error-title">
      <p className="status-page__code" aria-hidden="true">{status}</p>
      <h1 id="error-title">{t('error.title')}</h1>
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
