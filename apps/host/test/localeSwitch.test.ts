import { localeSwitch } from '../server/localeSwitch';
import { judgeLocale } from '../src/routing/localeJudge';

describe('localeSwitch: the storefront select without JavaScript (SPEC §4 stored locale, §9 cookie expiry)', () => {
  it('§9 stores the chosen locale for 31 days, Secure when the shop is served over https', () => {
    const { cookie } = localeSwitch('pl_PL', '/q/search?q=sofa', 'https:', judgeLocale);
    expect(cookie).toBe(`locale=pl_PL; path=/; max-age=${31 * 24 * 60 * 60}; samesite=lax; secure`);
  });

  it('§9 sets no Secure flag over plain http (the browser would drop the cookie)', () => {
    const { cookie } = localeSwitch('pl_PL', '/q/search?q=sofa', 'http:', judgeLocale);
    expect(cookie).not.toMatch(/secure/i);
  });
});
