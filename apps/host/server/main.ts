import { readHostConfig } from './config';
import { createHostServer } from './app';

async function main(): Promise<void> {
  const config = readHostConfig();
  const server = await createHostServer(config);
  server.listen(config.port, () => {
    console.log(`[host] shop at http://localhost:${config.port}/  (search API ${config.searchApiUrl})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[host] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
