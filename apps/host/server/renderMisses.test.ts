import { RenderMisses } from './renderMisses';

describe('the script hints of a page sent in two parts (issue 9: a slow search API)', () => {
  it('stay at the end of the page while its kind of page has been rendered by the server', () => {
    const misses = new RenderMisses();
    expect(misses.hintsEarly).toBe(false);
    for (let i = 0; i < 20; i++) misses.record(false);
    expect(misses.hintsEarly).toBe(false);
  });

  it('go out with the frame once 2 of the last 8 such pages were left to the browser', () => {
    const misses = new RenderMisses();
    misses.record(true);
    expect(misses.hintsEarly).toBe(false);
    misses.record(false);
    misses.record(true);
    expect(misses.hintsEarly).toBe(true);
  });

  it('go back to the end once the API is quick again: the misses leave the window of the last 8', () => {
    const misses = new RenderMisses();
    misses.record(true);
    misses.record(true);
    for (let i = 0; i < 6; i++) misses.record(false);
    expect(misses.hintsEarly).toBe(true);
    misses.record(false);
    expect(misses.hintsEarly).toBe(false);
  });
});
