import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Records every failed remote load (which remote, which lifecycle step) for diagnostics and lets the
 * error propagate to the slot, which turns it into the slot's fallback. Must not import React
 * at module top: runtime plugins run before sharing is set up (TOOLCHAIN.md).
 */
export default function shopErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-error-plugin',
    async errorLoadRemote({ id, lifecycle, error }) {
      const failures = ((globalThis as { __SHOP_REMOTE_FAILURES__?: unknown[] }).__SHOP_REMOTE_FAILURES__ ??= []);
      failures.push({ id, lifecycle, message: error instanceof Error ? error.message : String(error), at: Date.now() });
      console.warn(`[remote] ${id} failed during ${lifecycle}`);
      return undefined;
    },
  };
}
