import { LOCALE_COOKIE_MAX_AGE_S, localeCookie } from './localeCookie';

describe('locale cookie', () => {
  it('expires after 31 days (SPEC §9 cookie expiry)', () => {
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(2_678_400);
    expect(localeCookie('pl_PL', 'http:')).toContain('max-age=2678400');
  });

  it('is Secure over https and only there', () => {
    expect(localeCookie('pl_PL', 'https:')).toMatch(/; secure$/);
    expect(localeCookie('pl_PL', 'http:')).not.toContain('secure');
  });

  it('cannot carry extra attributes in its value', () => {
    expect(localeCookie('pl_PL; domain=evil.example', 'http:')).toMatch(/^locale=pl_PL%3B%20domain%3Devil.example; path=\//);
  });
});
