import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_LOCALE, isSupportedLocale, type LanguageCode, type ShopResources } from '@shop/market';
import { escapeHtml } from '../src/server/escapeHtml';
import { TITLE_SEPARATOR } from '../src/shell/pageTitle';

/**
 * The shell's line for a browser without JavaScript, in the page's language. A page the server does not render
 * shows it to such a shopper: a render that missed its deadline or whose remote failed, the evaluation pages,
 * the second hop of redirects that go round (a page that does not exist shows {@link notFoundNoScript}). Kept on
 * the server: no bundle the browser loads carries it. Every language of the supported locales needs one (the
 * type says so).
 */
export const NO_SCRIPT_TEXTS: Readonly<Record<LanguageCode, string>> = {
  bg: 'Моля, включете JavaScript, за да търсите в нашия магазин.',
  cs: 'Pro vyhledávání v našem obchodě prosím povolte JavaScript.',
  da: 'Aktivér JavaScript for at søge i vores butik.',
  de: 'Bitte aktivieren Sie JavaScript, um in unserem Shop zu suchen.',
  el: 'Ενεργοποιήστε τη JavaScript για να κάνετε αναζήτηση στο κατάστημά μας.',
  en: 'Please enable JavaScript to search our shop.',
  es: 'Active JavaScript para buscar en nuestra tienda.',
  et: 'Meie poest otsimiseks lubage JavaScript.',
  fi: 'Ota JavaScript käyttöön, jotta voit hakea kaupastamme.',
  fr: 'Veuillez activer JavaScript pour effectuer une recherche dans notre boutique.',
  hr: 'Omogućite JavaScript za pretraživanje naše trgovine.',
  hu: 'Kérjük, engedélyezze a JavaScriptet az áruházunkban való kereséshez.',
  it: 'Attivi JavaScript per cercare nel nostro negozio.',
  lt: 'Įjunkite JavaScript, kad galėtumėte ieškoti mūsų parduotuvėje.',
  lv: 'Lai meklētu mūsu veikalā, lūdzu, iespējojiet JavaScript.',
  nl: 'Schakel JavaScript in om in onze winkel te zoeken.',
  pl: 'Włącz JavaScript, aby wyszukiwać w naszym sklepie.',
  pt: 'Ative o JavaScript para pesquisar na nossa loja.',
  ro: 'Activați JavaScript pentru a căuta în magazinul nostru.',
  ru: 'Включите JavaScript, чтобы искать в нашем магазине.',
  sk: 'Na vyhľadávanie v našom obchode povoľte JavaScript.',
  sl: 'Za iskanje v naši trgovini omogočite JavaScript.',
  sr: 'Omogućite JavaScript da biste pretraživali našu prodavnicu.',
  sv: 'Aktivera JavaScript för att söka i vår butik.',
};

/** The line for a locale (`pl_PL`), English for a language without one. */
export function noScriptText(locale: string): string {
  const language = locale.split('_')[0] ?? '';
  return (NO_SCRIPT_TEXTS as Readonly<Record<string, string>>)[language] ?? NO_SCRIPT_TEXTS.en;
}

/** The host's texts in `@shop/market` (`i18n/resources/{locale}/host.json`): the same the app's 404 page shows. */
const RESOURCES_DIR = path.join(path.dirname(require.resolve('@shop/market')), 'i18n', 'resources');

type NotFoundTexts = ShopResources['host']['notFound'] & { shopName: string };

const notFoundTexts = new Map<string, NotFoundTexts>();

/** The host text set's `notFound` texts and shop name for a locale (its own set, else the English one), read once per set. */
function notFoundTextsFor(locale: string): NotFoundTexts {
  const folder = isSupportedLocale(locale) ? locale : FALLBACK_LOCALE;
  let texts = notFoundTexts.get(folder);
  if (!texts) {
    const host = JSON.parse(readFileSync(path.join(RESOURCES_DIR, folder, 'host.json'), 'utf8')) as ShopResources['host'];
    texts = { ...host.notFound, shopName: host.shopName };
    notFoundTexts.set(folder, texts);
  }
  return texts;
}

/** The not-found page's document title, as the app gives it (`pageTitle`): its heading and the shop's name. */
export function notFoundTitle(locale: string): string {
  const { title, shopName } = notFoundTextsFor(locale);
  return `${title}${TITLE_SEPARATOR}${shopName}`;
}

/**
 * What a browser without JavaScript shows on a page that does not exist (the host's 404, a category, brand or
 * named query the API does not know): the app's not-found page — its title, hint and a link home — in the
 * page's language, instead of the line asking for JavaScript that would tell such a shopper nothing.
 */
export function notFoundNoScript(locale: string): string {
  return `<main>${notFoundSection(locale)}</main>`;
}

/** The not-found page's section alone, for a page whose `<main>` is already there (its header went out early). */
export function notFoundSection(locale: string): string {
  const { title, hint, home } = notFoundTextsFor(locale);
  return `<section class="status-page" data-testid="not-found"><p class="status-page__code" aria-hidden="true">404</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(hint)}</p><a class="button" href="/">${escapeHtml(home)}</a></section>`;
}
