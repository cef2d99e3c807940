import fc from 'fast-check';
import { insertSponsored } from './displayItems';
import type { DisplayItem } from './types';

/**
 * SPEC §4 sponsored positions over generated lists (fast-check): whatever the configured positions (repeated,
 * zero, negative, fractional, past the end), the shop's own items keep their order, each sponsored item that
 * has a slot is shown once at its position (or at the end), and tracking positions number the shown list.
 */

const item = (code: string): DisplayItem => ({ code, gridbox: { productId: code }, tracking: { position: 0, origPos: 7, list: 'search' } }) as DisplayItem;

describe('SPEC §4 sponsored items at their positions (generated lists and positions)', () => {
  it('keeps the result order, shows each placed sponsored item once at its slot, and numbers the shown list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.oneof(fc.integer({ min: -3, max: 80 }), fc.constantFrom(Number.NaN, 2.5, Infinity, 1e300)), { maxLength: 8 }),
        (itemCount, adCount, positions) => {
          const items = Array.from({ length: itemCount }, (_, i) => item(`p${i}`));
          const ads = Array.from({ length: adCount }, (_, i) => item(`ad${i}`));
          const out = insertSponsored(items, ads, positions);
          const slots = [...new Set(positions.filter((p) => Number.isSafeInteger(p) && p >= 1))].sort((a, b) => a - b);
          const placed = Math.min(slots.length, ads.length);
          expect(out).toHaveLength(items.length + placed);
          expect(out.filter((i) => i.code.startsWith('p')).map((i) => i.code)).toEqual(items.map((i) => i.code));
          for (let i = 0; i < placed; i++) {
            expect(out.findIndex((o) => o.code === `ad${i}`)).toBe(Math.min(slots[i]! - 1, items.length + i));
          }
          expect(out.map((o) => o.tracking?.position)).toEqual(out.map((_, i) => i + 1));
        },
      ),
      { numRuns: 500 },
    );
  });
});
