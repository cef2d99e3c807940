import { uiKitCss } from '@shop/ui-kit';
import { EMBED_FONT_PX, embedCss, withoutRem } from '../src/embed/css';

/**
 * A `rem` in a widget's shadow root is the storefront page's root font size, which many pages set to 10 px
 * (`html { font-size: 62.5% }`). The widgets' CSS therefore has no `rem`: each is the px it is on the shop's
 * own pages (1rem = EMBED_FONT_PX).
 */
describe("the widgets' CSS does not follow the storefront's root font size", () => {
  it('turns rem lengths into px at EMBED_FONT_PX, leaving other units and words alone', () => {
    expect(EMBED_FONT_PX).toBe(16);
    expect(withoutRem('a{font-size:.9rem;margin:1rem 2.5rem;gap:0.75rem}')).toBe('a{font-size:14.4px;margin:16px 40px;gap:12px}');
    expect(withoutRem('a{width:2em;padding:8px;content:"premium"}.rem{top:0}')).toBe('a{width:2em;padding:8px;content:"premium"}.rem{top:0}');
    expect(withoutRem('a{font-size:.85rem}')).toBe('a{font-size:13.6px}');
  });

  it('leaves no rem length in the widgets’ CSS, though the ui-kit has them', () => {
    const remLength = /\d*\.?\d+rem\b/;
    expect(uiKitCss).toMatch(remLength);
    expect(embedCss).not.toMatch(remLength);
    expect(embedCss).toContain(`font-size:${EMBED_FONT_PX}px`);
  });
});
