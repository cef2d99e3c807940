import { useShopTranslation } from '@shop/market';

import { navigateOnPlainClick, safeHref, useLinkPolicy } from './links';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). Unsafe addresses are shown as text. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  onNavigate?: (href: string) => void;
}

/** The trail to the current page; the last item is marked as the current page. */
export function Breadcrumbs({ items, onNavigate }: BreadcrumbsProps) {
  const { t } = useShopTranslation('uiKit');
  const policy = useLinkPolicy();
  if (items.length === 0) return null;
  return (
    <nav className="sk-breadcrumbs" aria-label={t('breadcrumb.label')}>
      {/* A schema.org BreadcrumbList in microdata: search engines show the trail with the page's result. */}
      <ol className="sk-breadcrumbs__list" itemScope itemType="https://schema.org/BreadcrumbList">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const href = safeHref(item.href, policy);
          return (
            <li className="sk-breadcrumbs__item" key={`${index}-${item.label}`} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
              {href && !last ? (
                <a href={href} onClick={navigateOnPlainClick(href, onNavigate)} itemProp="item">
                  <span itemProp="name">{item.label}</span>
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined} itemProp="name">
                  {item.label}
                </span>
              )}
              <meta itemProp="position" content={String(index + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
