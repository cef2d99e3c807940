import { listen } from '@shop/http-static';
import { readHostConfig } from './config';
import { createHostServer } from './app';
import { SERVER_FETCH_DEADLINE_MS, withDefaultDeadline } from './fetchDeadline';

async function main(): Promise<void> {
  // No fetch of this process waits for ever (fetchDeadline.ts).
  globalThis.fetch = withDefaultDeadline(globalThis.fetch, SERVER_FETCH_DEADLINE_MS);
  const config = readHostConfig();
  const app = await createHostServer(config);
  await listen(app, config.port);
  console.log(`[host] shop at http://localhost:${config.port}/  (search API ${config.searchApiUrl})`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[host] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
