import { cssHash } from '@shop/ui-kit/cssHash';
import { acceptedOwnCss, OWN_CSS_MAX_CHARS } from './ownCss';

describe("a listing remote's ui-kit CSS in the head of its pages (the code a team owns is the code it deploys)", () => {
  it('is taken as given, named by its hash', () => {
    expect(acceptedOwnCss('.sk-tile{color:red}')).toEqual({ css: '.sk-tile{color:red}', hash: cssHash('.sk-tile{color:red}') });
  });

  it('that closes its style element is refused, in any case: the page keeps the host\'s copy', () => {
    expect(acceptedOwnCss('.a{}</style><script>alert(1)</script>')).toBeNull();
    expect(acceptedOwnCss('.a{}</STYLE >')).toBeNull();
  });

  it('longer than the bound, or not a text, is refused', () => {
    expect(acceptedOwnCss('a'.repeat(OWN_CSS_MAX_CHARS))).not.toBeNull();
    expect(acceptedOwnCss('a'.repeat(OWN_CSS_MAX_CHARS + 1))).toBeNull();
    for (const given of [null, undefined, 42, { css: '.a{}' }, ['.a{}']]) expect(acceptedOwnCss(given)).toBeNull();
  });
});
