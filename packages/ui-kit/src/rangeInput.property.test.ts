import fc from 'fast-check';
import { intlLocale, SUPPORTED_LOCALES } from '@shop/market';
import { parseAmount } from './rangeInput';

/**
 * SPEC §2 minimum and maximum price, over generated amounts in every storefront (fast-check): an amount typed
 * as the storefront writes numbers — with its decimal separator, with or without its thousands grouping — is
 * read as that amount. A German shopper's `1.500` is 1,500 euros, a Hungarian's `25 000` is 25,000 forints.
 */


/** Prices as shops have them: whole or with cents, up to a billion. */
const amount = fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100));

describe('SPEC §2 minimum and maximum price: a typed amount in every storefront (generated amounts)', () => {
  it('reads an amount written the way the storefront writes numbers, grouped or not, as that amount', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(...SUPPORTED_LOCALES), fc.boolean(), fc.constantFrom(0, 2), (value, locale, grouping, fractionDigits) => {
        const text = new Intl.NumberFormat(intlLocale(locale), {
          useGrouping: grouping,
          minimumFractionDigits: Number.isInteger(value) ? fractionDigits : 2,
          maximumFractionDigits: 2,
        }).format(value);
        expect([text, parseAmount(text)]).toEqual([text, value]);
      }),
      { numRuns: 4000 },
    );
  });
});
