import { contentSecurityPolicy } from './html';

const STOREFRONT = 'https://www.storefront.example';

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const policy = directives(
  contentSecurityPolicy({
    remoteUrls: ['https://cdn.example/search/mf-manifest.json'],
    inlineScripts: ["'sha256-abc='"],
    frameAncestors: [STOREFRONT, 'https://other-storefront.example'],
  }),
);

describe("the page's Content-Security-Policy (DESIGN trust boundaries, embedding)", () => {
  it('DESIGN embedding: EMBED_ALLOWED_ORIGINS drives frame-ancestors, besides our own origin', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'self'", STOREFRONT, 'https://other-storefront.example']);
  });

  it('DESIGN trust boundaries: runs no inline script but by its hash', () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'sha256-abc='");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain('*');
  });

  it('DESIGN trust boundaries: allows no foreign base URL and no foreign form target', () => {
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });
});
