import { displayTexts, type DisplayTexts, useShopTranslation } from '@shop/market';

/**
 * What a market's display settings say about all the prices of a listing (SPEC §3 market display settings:
 * VAT text, delivery charges, product disclaimer, return hint), as sentences: the price terms in one
 * ("inkl. MwSt., zzgl. Versandkosten"), then each other note. Empty where the market switches them all off.
 * (The extra-shipping text belongs to a bulky product, which no answer marks: not a listing's note.)
 */
export function priceNotes(texts: DisplayTexts): string[] {
  const terms = [texts.vat, texts.deliveryCharges].filter((text): text is string => text !== null).join(', ');
  return [terms, texts.productDisclaimer ?? '', texts.returnHint ?? ''].filter((note) => note !== '');
}

/** The market's notes on a listing's prices, once under its products (see {@link priceNotes}). */
export function PriceNotes({ locale }: { locale: string }) {
  const { t } = useShopTranslation('market');
  const notes = priceNotes(displayTexts(t, locale));
  if (notes.length === 0) return null;
  return (
    <p className="sk-price-notes" data-testid="price-notes">
      {notes.join(' · ')}
    </p>
  );
}
