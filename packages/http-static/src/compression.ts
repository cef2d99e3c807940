import { constants as zlibConstants } from 'node:zlib';

/**
 * The brotli quality of answers made per request (a server-rendered page, an API answer the proxy passes on);
 * static files come compressed at build time. Measured on a server-rendered search page (201 kB of HTML) and a
 * search answer (68 kB of JSON): quality 4 gave 25.5 / 6.9 kB in 1.2 / 0.4 ms, quality 5 gives 23.1 / 6.2 kB
 * (10 % less) in 1.6 / 0.5 ms; quality 6 saves another 1 % for as much time again, and 9 takes 14 ms a page.
 * On a phone's 1.6 Mbit/s line the 2.5 kB are ~12 ms of every page.
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** zlib's brotli options for an answer made per request. */
export const dynamicBrotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } };
