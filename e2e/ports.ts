/**
 * The browser tests run the shop on their own ports so they never collide with `npm start`. `E2E_BASE_PORT`
 * (default 4100) moves the whole block, so two checkouts can run their browser tests side by side.
 */
const BASE = Number(process.env.E2E_BASE_PORT) || 4100;

export const E2E_PORTS = { host: BASE, search: BASE + 1, category: BASE + 2, evaluation: BASE + 3, api: BASE + 4 } as const;

/** Ports for servers a spec starts itself (a relocated remote, a storefront page, a fake upstream). */
export const E2E_EXTRA_PORTS = {
  relocatedRemote: BASE + 10,
  relocatedHost: BASE + 11,
  hostileUpstream: BASE + 20,
  hostileHost: BASE + 21,
  recoveryApi: BASE + 22,
  recoveryHost: BASE + 23,
  /** The hostile upstream behind a host with the widened server-rendering waits (the ring found before the status). */
  hostileWaitingHost: BASE + 24,
  varnishShop: BASE + 40,
  varnishProbe: BASE + 41,
  hostA: BASE + 42,
  hostB: BASE + 43,
  nonceBackend: BASE + 44,
  /** A host whose server rendering never makes its deadline (e2e/serverRendering.spec.ts). */
  lateRenderHost: BASE + 45,
  /** A Varnish in front of a host whose server rendering fails (e2e/varnish.spec.ts). */
  varnishFailing: BASE + 46,
  failingRenderHost: BASE + 47,
  /** The reference API with one category gone (410), and a host in front of it (e2e/serverRendering.spec.ts). */
  goneCategoryApi: BASE + 48,
  goneCategoryHost: BASE + 49,
  /** The reference API answering its searches slowly, and a host in front of it (e2e/serverRendering.spec.ts). */
  slowSearchApi: BASE + 50,
  slowSearchHost: BASE + 51,
  /** A host in front of it whose render deadline is shorter than the API's delay. */
  slowSearchLateHost: BASE + 52,
  /** The search remote behind a proxy that can leave its server code unanswered, and a host in front of it (e2e/serverRendering.spec.ts). */
  silentRemote: BASE + 53,
  silentRemoteHost: BASE + 54,
  /** The reference API whose header and footer fragments can fail, and a host in front of it (e2e/serverRendering.spec.ts). */
  failingFragmentsApi: BASE + 55,
  failingFragmentsHost: BASE + 56,
  /** The reference API whose category section content answers late, and a host in front of it (e2e/serverRendering.spec.ts). */
  slowContentApi: BASE + 58,
  slowContentHost: BASE + 59,
  /** A host whose links and redirects may lead to brand.example (ALLOWED_REDIRECT_HOSTS; e2e/sponsoredBanners.spec.ts). */
  allowedHostsHost: BASE + 57,
  /** The storefront examples (examples/server.ts) on an origin of their own. */
  examples: BASE + 60,
  /** The shop behind a proxy that drops its frame-ancestors rule (e2e/embedded.spec.ts). */
  framingProxy: BASE + 97,
  foreignStorefront: BASE + 98,
  storefront: BASE + 99,
} as const;

/** Sponsored-ad timeout of the test stack (see globalSetup). */
export const E2E_AD_TIMEOUT_MS = 1500;

/**
 * Server rendering's deadline, part wait and status wait of the test stack (see globalSetup), for a host a spec
 * starts itself too: widened, so a busy test machine does not turn a page the tests expect rendered (or known
 * as not found) into one the browser renders.
 */
export const E2E_SSR_ENV = { SSR_DEADLINE_MS: '5000', SSR_PART_WAIT_MS: '2000', SSR_STATUS_WAIT_MS: '5500' } as const;

/** Servers of the ownership proof (e2e/ownership.spec.ts): a rebuilt remote, two host servers, and a remote redeployed under a running host. */
export const E2E_OWNERSHIP_PORTS = { remote: BASE + 12, host: BASE + 13, changedHost: BASE + 14, redeployedRemote: BASE + 15, redeployHost: BASE + 16 } as const;
