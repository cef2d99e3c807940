import { HYDRATION_STATE_ID } from './server/hydrationState';
import { whenFirstImageLoaded } from './shell/firstImage';

// The async boundary lets Module Federation set up shared modules before any of them is used.
const boot = () => import('./bootstrap');

// A server-rendered page is painted before the shop's code starts: the deferred script runs right after the
// HTML is parsed, and its first task (shared modules, React, hydration) would otherwise hold that first
// frame back — and so would its chunks and hydration hold back the first product image's paint, were they to
// run before that image is in (shell/firstImage.ts). Waiting for the next frame costs a client-rendered page
// nothing it could show sooner.
if (document.getElementById(HYDRATION_STATE_ID)) {
  void whenFirstImageLoaded(document).then(() => requestAnimationFrame(() => setTimeout(boot, 0)));
} else {
  void boot();
}
