import { repairUrl } from '../server/repairUrl';

describe('repairUrl: a path the router cannot decode', () => {
  it.each([
    ['/h/M%F6bel/c4', '/h/M%C3%B6bel/c4'],
    ['/h/Gart%E4n-M%F6bel/c4?q=%FF', '/h/Gart%C3%A4n-M%C3%B6bel/c4?q=%FF'],
    ['/q/100%/search', '/q/100%25/search'],
    ['/q/%ZZ', '/q/%25ZZ'],
  ])('%s → %s', (asked, repaired) => {
    expect(repairUrl(asked)).toBe(repaired);
    expect(() => decodeURIComponent(repaired.split('?')[0]!)).not.toThrow();
  });

  it.each(['/h/M%C3%B6bel/c4', '/q/search?q=%FF&x=%', '/', '/q/de-DE/search?q=sofa'])('leaves %s as it is: its path decodes', (url) => {
    expect(repairUrl(url)).toBe(url);
  });
});
