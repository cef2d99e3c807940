/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { SESSION_COOKIE } from '@shop/page-context';
import { readConsent } from './consent';
import { COOKIE_POLL_MS, useCookies } from './useCookies';

function ConsentProbe() {
  const cookies = useCookies();
  return <p>{readConsent(cookies).marketing ? 'consent' : 'no consent'}</p>;
}

describe('cookie polling (SPEC §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('notices consent given after the page loaded within 300 ms', () => {
    render(<ConsentProbe />);
    expect(screen.getByText('no consent')).toBeTruthy();
    document.cookie = `cookie_consent=${encodeURIComponent('{"marketing":true}')}`;
    act(() => {
      jest.advanceTimersByTime(COOKIE_POLL_MS);
    });
    expect(screen.getByText('consent')).toBeTruthy();
  });

  it('polls every 300 ms: a change is seen at 300 ms, not at 299 ms', () => {
    document.cookie = `cookie_consent=${encodeURIComponent('{"marketing":false}')}`;
    render(<ConsentProbe />);
    document.cookie = `cookie_consent=${encodeURIComponent('{"marketing":true}')}`;
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(screen.getByText('no consent')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText('consent')).toBeTruthy();
  });

  it('the ad session cookie, written at every activity with a new value for each new session, renders nothing again; another cookie does', () => {
    let renders = 0;
    function Counter() {
      const cookies = useCookies();
      renders++;
      return <p>{cookies.includes(SESSION_COOKIE) ? 'session seen' : 'cookies'}</p>;
    }
    render(<Counter />);
    const before = renders;
    document.cookie = `${SESSION_COOKIE}=abc`;
    act(() => {
      jest.advanceTimersByTime(COOKIE_POLL_MS * 2);
    });
    document.cookie = `${SESSION_COOKIE}=def`;
    act(() => {
      jest.advanceTimersByTime(COOKIE_POLL_MS * 2);
    });
    expect(renders).toBe(before);
    expect(screen.getByText('cookies')).toBeTruthy();
    document.cookie = 'ab_test=b';
    act(() => {
      jest.advanceTimersByTime(COOKIE_POLL_MS);
    });
    expect(renders).toBe(before + 1);
  });
});
