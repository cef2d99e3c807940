import { createHash } from 'node:crypto';
import { brandTagline, slugify, type Catalogue, type Category, type NamedQuery } from '../catalogue/catalogue';
import type { ResolvedLocale } from '../catalogue/markets';
import { hashString } from '../catalogue/prng';
import type { ShapeKind } from '../catalogue/vocabulary';
import type { Gridbox } from '@shop/api-client';
import { categoryPath, categoryTrail } from './results';
import { escapeHtml, text } from './texts';

const routeLocale = (locale: ResolvedLocale) => locale.locale.replace('_', '-');

export function headerFragment(catalogue: Catalogue, locale: ResolvedLocale, pageId: string | undefined): string {
  const language = locale.textLanguage;
  const links = catalogue.topCategories
    .map((c) => `<li><a href="/h/${routeLocale(locale)}/${escapeHtml(categoryPath(c, locale))}">${escapeHtml(c.names[language])}</a></li>`)
    .join('');
  const page = pageId === undefined ? '' : ` data-page-id="${escapeHtml(pageId)}"`;
  return `<header class="shop-header" data-locale="${locale.locale}"${page}><a class="shop-header__home" href="/" lang="${locale.language}">${escapeHtml(text('shopName', language))}</a><nav aria-label="${escapeHtml(text('facetCategory', language))}"><ul>${links}</ul></nav></header>`;
}

export function metaFragment(locale: ResolvedLocale): string {
  const language = locale.textLanguage;
  return `<meta name="description" content="${escapeHtml(text('metaDescription', language))}"><meta property="og:locale" content="${locale.locale}"><meta property="og:site_name" content="${escapeHtml(text('shopName', language))}">`;
}

export function footerFragment(locale: ResolvedLocale): string {
  const language = locale.textLanguage;
  const links = (['footerService', 'footerImprint', 'footerPrivacy'] as const)
    .map((key) => `<li><a href="/${routeLocale(locale)}/${slugify(text(key, 'en'))}">${escapeHtml(text(key, language))}</a></li>`)
    .join('');
  return `<footer class="shop-footer" data-locale="${locale.locale}"><ul>${links}</ul><p>© 2026 ${escapeHtml(text('shopName', language))} · ${locale.country}</p></footer>`;
}

/** A category's section content: its trail, heading, an introduction with the count in the locale's digits, its subcategories. */
export function categoryContent(category: Category, count: number, locale: ResolvedLocale): string {
  const language = locale.textLanguage;
  const trail = categoryTrail(category)
    .map((c) => `<li><a href="/h/${routeLocale(locale)}/${escapeHtml(categoryPath(c, locale))}">${escapeHtml(c.names[language])}</a></li>`)
    .join('');
  const children = category.children
    .map((c) => `<li><a href="/h/${routeLocale(locale)}/${escapeHtml(categoryPath(c, locale))}">${escapeHtml(c.names[language])}</a></li>`)
    .join('');
  return `<section class="category-content" data-category-id="${category.id}" lang="${locale.language}"><nav><ol>${trail}</ol></nav><h1>${escapeHtml(category.names[language])}</h1><p>${escapeHtml(text('categoryIntro', language, { count: new Intl.NumberFormat(routeLocale(locale)).format(count), name: category.names[language] }))}</p>${children ? `<ul>${children}</ul>` : ''}</section>`;
}

function shapePath(shape: ShapeKind): string {
  switch (shape) {
    case 'circle':
      return '<circle cx="200" cy="170" r="90"/>';
    case 'square':
      return '<rect x="115" y="85" width="170" height="170" rx="18"/>';
    case 'triangle':
      return '<path d="M200 70 L300 250 L100 250 Z"/>';
    case 'diamond':
      return '<path d="M200 70 L300 170 L200 270 L100 170 Z"/>';
    case 'hexagon':
      return '<path d="M150 85 L250 85 L300 170 L250 255 L150 255 L100 170 Z"/>';
    default:
      return '<path d="M200 70 C260 150 290 190 290 220 A90 90 0 0 1 110 220 C110 190 140 150 200 70 Z"/>';
  }
}

/** A deterministic product picture: category colour and shape, a tint per product, the brand's initials. */
export function productSvg(catalogue: Catalogue, doc: number): string {
  const p = catalogue.products;
  const leaf = catalogue.categories[p.leaf[doc] ?? 0];
  const brand = catalogue.brands[p.brand[doc] ?? 0];
  const colour = leaf?.colour ?? '#888888';
  const hue = hashString(p.productId[doc] ?? '') % 360;
  const initials = escapeHtml((brand?.name ?? '?').slice(0, 2).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeHtml(brand?.name ?? '')}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 96%)"/><stop offset="1" stop-color="hsl(${hue} 40% 88%)"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><g fill="${colour}" opacity="0.9">${shapePath(leaf?.shape ?? 'circle')}</g><text x="200" y="345" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="${colour}">${initials}</text></svg>`;
}

export function bannerSvg(named: NamedQuery, locale: ResolvedLocale, width: number, height: number): string {
  const hue = hashString(named.id) % 360;
  const title = escapeHtml(named.titles[locale.textLanguage]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}"><rect width="${width}" height="${height}" fill="hsl(${hue} 55% 45%)"/><text x="${width / 2}" y="${height / 2}" dominant-baseline="middle" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.max(12, Math.round(height / 4))}" font-weight="700" fill="#ffffff">${title}</text></svg>`;
}

export function brandText(catalogue: Catalogue, brandIndex: number, locale: ResolvedLocale): string {
  const brand = catalogue.brands[brandIndex];
  return brand ? brandTagline(brand, locale.textLanguage) : '';
}

/** The product page's script: "back" returns to the results page in history (its scroll and load-more state). */
export const PRODUCT_PAGE_SCRIPT =
  "document.querySelector('[data-back]')?.addEventListener('click',function(e){if(history.length>1){e.preventDefault();history.back();}});";

const PRODUCT_PAGE_STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1b1f24;background:#f4f6f8}main{max-width:960px;margin:0 auto;padding:16px;display:grid;gap:16px}@media(min-width:768px){main{grid-template-columns:1fr 1fr;align-items:start}}img{width:100%;height:auto;border-radius:10px;background:#fff}h1{font-size:1.5rem;margin:.2em 0}.price{font-size:1.6rem;font-weight:700}.a1{color:#b3261e}.a2{color:#9a5b00}.a3{color:#147a3d}a{color:#0b5cad}.back{display:inline-block;margin:16px}';

/** Only a script from this origin, images from it, and the one inline style block of the page. */
export const PRODUCT_PAGE_CSP = `default-src 'none'; img-src 'self'; script-src 'self'; style-src 'sha256-${createHash('sha256').update(PRODUCT_PAGE_STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * A simple product page (the reference stack's stand-in for the product team's): image, title, price,
 * availability and a way back to the results. Every value is escaped; `back` must already be a safe URL.
 */
export function productPage(gridbox: Gridbox, locale: ResolvedLocale, back: string): string {
  const language = locale.textLanguage;
  const title = escapeHtml(gridbox.keyfacts.title);
  const price = new Intl.NumberFormat(locale.locale.replace('_', '-'), { style: 'currency', currency: gridbox.price.currency ?? 'EUR' }).format(gridbox.price.price);
  const indicator = gridbox.stockAvailability?.availabilityIndicator ?? 1;
  const availability = text(indicator === 1 ? 'availability1' : indicator === 2 ? 'availability2' : 'availability3', language);
  const image = gridbox.image?.url ?? '';
  return `<!doctype html><html lang="${escapeHtml(locale.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${PRODUCT_PAGE_STYLE}</style><script src="/p/product.js" defer></script></head><body><a class="back" href="${escapeHtml(back)}" data-back>‹ ${escapeHtml(text('backToResults', language))}</a><main data-product-id="${escapeHtml(String(gridbox.productId))}"><img src="${escapeHtml(image)}" alt="${title}" width="400" height="400"><div><p>${escapeHtml(gridbox.brand?.name ?? '')}</p><h1>${title}</h1><p class="price">${escapeHtml(price)}</p><p class="a${indicator}">${escapeHtml(availability)}</p><p>${escapeHtml(text('articleNumber', language))}: ${escapeHtml(gridbox.erpNumber ?? '')}</p></div></main></body></html>`;
}
