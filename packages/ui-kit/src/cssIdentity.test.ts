import { cssHash } from './cssHash';
import { BUILT_UI_KIT_CSS_HASH } from './cssIdentity';
import { uiKitCss } from './styles';

describe('the name of a CSS text (the page says whose ui-kit CSS it carries)', () => {
  it('is the same for the same text and another for a text one character apart', () => {
    expect(cssHash(uiKitCss)).toBe(cssHash(`${uiKitCss}`));
    expect(cssHash(uiKitCss)).toMatch(/^[0-9a-f]{16}$/);
    expect(cssHash(`${uiKitCss} `)).not.toBe(cssHash(uiKitCss));
    expect(cssHash(uiKitCss.replace('overflow-wrap:anywhere', 'overflow-wrap:anywherE'))).not.toBe(cssHash(uiKitCss));
    expect(cssHash('ab')).not.toBe(cssHash('ba'));
  });

  it('is empty where no build set it (code run from source): such code never replaces the page\'s CSS', () => {
    expect(BUILT_UI_KIT_CSS_HASH).toBe('');
  });
});
