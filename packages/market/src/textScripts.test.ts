/**
 * @jest-environment jsdom
 */
import { loadTextScript, textScriptName } from './i18n';

type Outcome = 'load' | 'fail' | 'empty';

/**
 * Stands in for the browser's loading of a script. The script goes into the document as it would (jsdom loads
 * no external script by itself); a script that loads does what a build's text script does: puts its texts under
 * `owner/locale/namespace@version` (here: its own address, to tell them apart).
 */
function fakeScripts(owner: string, outcome: (src: string) => Outcome) {
  const asked: string[] = [];
  const realAppend = document.head.appendChild.bind(document.head);
  const append = jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    asked.push(script.src);
    realAppend(node);
    setTimeout(() => {
      const result = outcome(script.src);
      if (result === 'fail') return script.onerror?.(new Event('error'));
      const [, locale, namespace, version] = /i18n-(\w+)-(\w+)-json\.(\w+)\.js$/.exec(script.src) ?? [];
      if (result === 'load') ((globalThis as { __shopTexts?: Record<string, unknown> }).__shopTexts ??= {})[`${owner}/${locale}/${namespace}@${version}`] = { from: script.src };
      script.onload?.(new Event('load'));
    }, 0);
    return node;
  });
  return { asked, restore: () => append.mockRestore() };
}

const build = { namespaces: ['search', 'uiKit', 'market'], publicPath: 'https://search.example/lean/' };
const address = 'https://search.example/lean/i18n-de_DE-search-json.5e7cd0e6e1.js';

afterEach(() => {
  delete (globalThis as { __shopTexts?: unknown }).__shopTexts;
});

describe('text scripts (a browser build loads its texts by name, without a map)', () => {
  it('names a script by locale, namespace and the build version, and none without a version', () => {
    expect(textScriptName('de_DE', 'search', '5e7cd0e6e1')).toBe('i18n-de_DE-search-json.5e7cd0e6e1.js');
    expect(textScriptName('de_DE', 'search', '')).toBe('i18n-de_DE-search-json.js');
  });

  it("loads the script from the build's own address, once, and reads the texts it put under owner/locale/namespace@version", async () => {
    const network = fakeScripts('search', () => 'load');
    try {
      const texts = loadTextScript('search', 'de_DE', 'search', '5e7cd0e6e1', build);
      const meanwhile = loadTextScript('search', 'de_DE', 'search', '5e7cd0e6e1', build);
      expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual([address]);
      await expect(texts).resolves.toEqual({ from: address });
      // Its script element is gone once it has run: a storefront's head does not collect them.
      expect(document.querySelectorAll('script')).toHaveLength(0);
      await expect(meanwhile).resolves.toEqual({ from: address });
      await expect(loadTextScript('search', 'de_DE', 'search', '5e7cd0e6e1', build)).resolves.toEqual({ from: address });
      expect(network.asked).toEqual([address]);
      // Another owner's texts of the same name are not this build's.
      await expect(loadTextScript('category', 'de_DE', 'search', '5e7cd0e6e1', build)).rejects.toThrow('Texts de_DE/search did not arrive');
    } finally {
      network.restore();
    }
  });

  it('asks the network for no namespace the build has no texts of', async () => {
    const network = fakeScripts('search', () => 'load');
    try {
      await expect(loadTextScript('search', 'de_DE', 'evaluation', '5e7cd0e6e1', build)).rejects.toThrow('No texts de_DE/evaluation');
      expect(network.asked).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('a script that fails to load, or brings no texts, fails the read, and the next read asks for it again', async () => {
    const outcomes: Outcome[] = ['fail', 'empty', 'load'];
    const network = fakeScripts('search', () => outcomes.shift() ?? 'load');
    try {
      await expect(loadTextScript('search', 'pl_PL', 'market', '5e7cd0e6e1', build)).rejects.toThrow('Loading texts pl_PL/market failed');
      await expect(loadTextScript('search', 'pl_PL', 'market', '5e7cd0e6e1', build)).rejects.toThrow('Texts pl_PL/market did not arrive');
      await expect(loadTextScript('search', 'pl_PL', 'market', '5e7cd0e6e1', build)).resolves.toEqual({ from: 'https://search.example/lean/i18n-pl_PL-market-json.5e7cd0e6e1.js' });
      expect(network.asked).toHaveLength(3);
      expect(document.querySelectorAll('script')).toHaveLength(0);
    } finally {
      network.restore();
    }
  });
});
