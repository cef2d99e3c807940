/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://shop.example/q/search"}
 */
import { touchSession } from './session';

it('the ad session cookie a page served over https writes is Secure', () => {
  const written: string[] = [];
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  jest.spyOn(document, 'cookie', 'get').mockReturnValue('');
  touchSession(1_000, { storeCookie: true });
  expect(written).toHaveLength(1);
  expect(written[0]).toMatch(/^ad_session=[^;]+; .*; Secure$/);
});
