import { useShopTranslation } from '@shop/market';

import { formatCount } from './counts';
import { navigateOnPlainClick } from './links';
import { pageItems } from './pageItems';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  onNavigate?: (href: string) => void;
}

/**
 * Previous / numbered pages with ellipses / next, as real links. On phones only previous, "Page N of M" and
 * next are shown. Renders nothing for a single page. Numbers are written as the page's language writes them
 * (`Seite 1 von 2.084`, as the result count beside it: `100.032 Produkte`).
 */
export function Pagination({ page, pageCount, hrefFor, onNavigate }: PaginationProps) {
  const { t, i18n } = useShopTranslation('search');
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const number = (value: number) => formatCount(value, i18n.language);
  const link = (target: number, className: string, label: string, content: string) => {
    const href = hrefFor(target);
    return (
      <a className={className} href={href} aria-label={label} onClick={navigateOnPlainClick(href, onNavigate)}>
        {content}
      </a>
    );
  };

  return (
    <nav className="sk-pagination" data-testid="pagination" aria-label={t('pagination.label')}>
      {current > 1 ? (
        link(current - 1, 'sk-pagination__step sk-pagination__step--previous', t('pagination.previous'), '‹')
      ) : (
        <span className="sk-pagination__step sk-pagination__step--off" aria-hidden="true">
          ‹
        </span>
      )}
      <p className="sk-pagination__status">{t('pagination.current', { page: number(current), total: number(pageCount) })}</p>
      <ol className="sk-pagination__pages">
        {pageItems(current, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="sk-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className="sk-pagination__page"
                href={hrefFor(item.page)}
                aria-label={t('pagination.page', { page: number(item.page) })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={navigateOnPlainClick(hrefFor(item.page), onNavigate)}
              >
                {number(item.page)}
              </a>
            </li>
          ),
        )}
      </ol>
      {current < pageCount ? (
        link(current + 1, 'sk-pagination__step sk-pagination__step--next', t('pagination.next'), '›')
      ) : (
        <span className="sk-pagination__step sk-pagination__step--off" aria-hidden="true">
          ›
        </span>
      )}
    </nav>
  );
}
