import type { LanguageCode } from '@shop/market';

/**
 * The shell's line for a browser without JavaScript, in the page's language. A page the server does not render
 * shows it to such a shopper: the home page, a page that does not exist, a render that missed its deadline, the
 * second hop of redirects that go round. Kept on the server: no bundle the browser loads carries it. Every
 * language of the supported locales needs one (the type says so).
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
