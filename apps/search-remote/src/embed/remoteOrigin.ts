declare const __webpack_public_path__: string | undefined;

/**
 * Where this remote is served from (webpack's public path, found at run time from the remote entry's
 * address). Its server proxies the search API, so it is the widgets' default `apiBase`.
 */
export function remoteOrigin(): string {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  const publicPath = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : base;
  try {
    return new URL('/', new URL(publicPath, base)).href;
  } catch {
    return new URL('/', base).href;
  }
}
