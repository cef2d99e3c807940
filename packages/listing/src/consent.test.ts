import { readConsent, readCustomerNumber } from './consent';

describe('consent (SPEC §6)', () => {
  it('gives marketing consent through the cookie marketing option', () => {
    expect(readConsent(`cookie_consent=${encodeURIComponent('{"marketing":true}')}`).marketing).toBe(true);
  });
  it('gives marketing consent through vendor consent group C0004', () => {
    expect(readConsent('OptanonConsent=isIABGlobal%3Dfalse%26groups%3DC0001%3A1%2CC0004%3A1').marketing).toBe(true);
    expect(readConsent('OptanonConsent=groups%3DC0001%3A1%2CC0004%3A0').marketing).toBe(false);
  });
  it('treats missing or malformed consent as no consent', () => {
    expect(readConsent('')).toEqual({ marketing: false, preferences: false });
    expect(readConsent('cookie_consent=%7Bnot-json')).toEqual({ marketing: false, preferences: false });
  });
  it('reads the customer number from the tracking cookie JSON', () => {
    expect(readCustomerNumber(`tracking=${encodeURIComponent('{"customerNumber":12345}')}`)).toBe('12345');
    expect(readCustomerNumber('tracking=broken')).toBeUndefined();
  });
});
