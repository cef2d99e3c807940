import { startStack } from '../scripts/stack.mjs';
import { E2E_PORTS } from './ports';

/** Starts the whole shop once for all browser tests; the returned function stops it. */
export default async function globalSetup(): Promise<() => void> {
  const stack = await startStack({ ports: { ...E2E_PORTS }, quiet: true });
  return () => stack.stop();
}
