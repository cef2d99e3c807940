import type * as Stack from '../scripts/stack.mjs';
import { E2E_AD_TIMEOUT_MS, E2E_EXTRA_PORTS, E2E_PORTS, E2E_SSR_ENV } from './ports';
import { importScript } from './servers';

/** Starts the whole shop once for all browser tests; the returned function stops it. */
export default async function globalSetup(): Promise<() => void> {
  const { startStack } = await importScript<typeof Stack>('stack.mjs');
  // The ad timeout (SPEC: 300 ms) is widened for the tests only: two test workers on two cores can hold up an
  // answer that is quick on its own, and a flaky ad is no test. The timeout itself is pinned by unit and
  // contract tests; the slow-ad test here waits past the wider limit.
  const stack = await startStack({ ports: { ...E2E_PORTS }, quiet: true, apiTestMode: true, env: {
      AD_TIMEOUT_MS: String(E2E_AD_TIMEOUT_MS),
      // Server rendering's deadline, widened likewise: a busy test machine must not turn a page the tests
      // expect rendered into a browser-rendered one (the fallback has its own test with a deadline of 1 ms). So
      // is the wait for a page's other parts (a cold or busy upstream missed the 400 ms and left a part the tests
      // expect in the HTML to the browser), and the status waits for the render (past the deadline and its
      // grace): a page the API does not know is a 404 on every run. The streamed answer, for a render that
      // takes longer, has the host's unit tests.
      ...E2E_SSR_ENV,
      // The storefront pages of the embedding tests (and the examples' origin) are the origins allowed to frame the shop.
      EMBED_ALLOWED_ORIGINS: `http://localhost:${E2E_EXTRA_PORTS.storefront},http://localhost:${E2E_EXTRA_PORTS.examples}`,
      // The shop's public origin for its canonical links: the host under the name 127.0.0.1. The tests' own
      // name for it, localhost, is not listed (its links stay relative).
      CANONICAL_ORIGINS: `http://127.0.0.1:${E2E_PORTS.host}`,
    },
  });
  return () => stack.stop();
}
