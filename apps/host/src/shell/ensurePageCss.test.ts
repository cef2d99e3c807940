/** @jest-environment jsdom */
import { ensurePageCss } from './ensurePageCss';
import { SHELL_CSS_ID, UI_KIT_CSS_ID } from './styleIds';
import { PAGE_CSS, shellCss } from './styles';

afterEach(() => document.head.replaceChildren());

describe("the page's CSS (issue 9: sent by the host's server, not carried by the shop's scripts)", () => {
  it('a page without the style elements gets both, with the CSS the server would have sent', async () => {
    await ensurePageCss();
    expect(document.getElementById(SHELL_CSS_ID)?.textContent).toBe(shellCss);
    expect(document.getElementById(UI_KIT_CSS_ID)?.textContent).toBe(PAGE_CSS.find(([id]) => id === UI_KIT_CSS_ID)?.[1]);
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it('a page that has them keeps them as they are and gets no second copy', async () => {
    for (const id of [SHELL_CSS_ID, UI_KIT_CSS_ID]) {
      const style = document.createElement('style');
      style.id = id;
      style.textContent = `/* ${id} from the server */`;
      document.head.append(style);
    }
    await ensurePageCss();
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
    expect(document.getElementById(SHELL_CSS_ID)?.textContent).toBe(`/* ${SHELL_CSS_ID} from the server */`);
  });

  it('a page with only one of them gets the other', async () => {
    const style = document.createElement('style');
    style.id = SHELL_CSS_ID;
    document.head.append(style);
    await ensurePageCss();
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
    expect(document.getElementById(UI_KIT_CSS_ID)?.textContent?.length).toBeGreaterThan(1000);
  });
});
