import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/** Where a remote's lean entry (`experiments.externalRuntime`, tools/webpack.cjs `LEAN_DIR`) finds its runtime core. */
interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
}

/**
 * Provides the host's federation runtime core to the remotes' lean entries, which leave theirs out: a page of
 * the shop carries and runs the runtime once. The same job as the federation package's
 * `provideExternalRuntime` option, whose plugin is a CommonJS module and so brought a second copy of the
 * runtime core (its CommonJS build) into `main.js`, beside the one the host runs (+ 9 kB brotli); this one
 * hands over the very module the host's runtime uses. A core another app provided first is kept.
 */
export default function shopRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-runtime-core-plugin',
    beforeInit(args) {
      const global = runtimeCore.Global as unknown as RuntimeCoreGlobal;
      if (!global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name };
      }
      return args;
    },
  };
}
