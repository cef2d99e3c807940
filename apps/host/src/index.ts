import { HYDRATION_STATE_ID } from './server/hydrationState';

// The async boundary lets Module Federation set up shared modules before any of them is used.
const boot = () => import('./bootstrap');

// A server-rendered page is painted before the shop's code starts: the deferred script runs right after the
// HTML is parsed, and its first task (shared modules, React, hydration) would otherwise hold that first
// frame back. Waiting for the next frame costs a client-rendered page nothing it could show sooner.
if (document.getElementById(HYDRATION_STATE_ID)) {
  requestAnimationFrame(() => setTimeout(boot, 0));
} else {
  void boot();
}
