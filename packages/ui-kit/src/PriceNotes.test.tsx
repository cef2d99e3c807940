/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import type { DisplayTexts } from '@shop/market';
import { screen } from '@testing-library/react';

import { PriceNotes, priceNotes } from './PriceNotes';
import { renderWithI18n } from './test/renderWithI18n';

const off: DisplayTexts = { oldPricePrefix: null, listPricePrefix: null, vat: null, deliveryCharges: null, extraShipping: null, productDisclaimer: null, returnHint: null };

describe('price notes of a listing (SPEC §3 market display settings: VAT text, delivery charges)', () => {
  it("says the market's price terms once, under the products: VAT and delivery charges in one sentence", () => {
    renderWithI18n(<PriceNotes locale="en_GB" />);
    expect(screen.getByTestId('price-notes')).toHaveTextContent(/^incl\. VAT, plus delivery charges$/);
  });

  it('says each switched-on text and nothing of a switched-off one', () => {
    expect(priceNotes({ ...off, vat: 'incl. VAT' })).toEqual(['incl. VAT']);
    expect(priceNotes({ ...off, deliveryCharges: 'plus delivery charges', returnHint: 'Free returns' })).toEqual(['plus delivery charges', 'Free returns']);
    expect(priceNotes({ ...off, productDisclaimer: 'Pictures may differ.' })).toEqual(['Pictures may differ.']);
    // A bulky product's extra charge is no note on all prices; the price prefixes go with a price.
    expect(priceNotes({ ...off, extraShipping: 'Bulky', oldPricePrefix: 'was', listPricePrefix: 'List price' })).toEqual([]);
  });

  it('shows nothing where the market switches every note off', () => {
    expect(priceNotes(off)).toEqual([]);
  });
});
