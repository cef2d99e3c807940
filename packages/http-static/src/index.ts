export { HASHED, cacheControlFor } from './cacheRules';
export { isOriginForm, originFormServerFactory } from './originForm';
export {
  DEFAULT_MAX_REQUEST_BYTES,
  DEFAULT_MAX_RESPONSE_BYTES,
  FORWARDED_REQUEST_HEADERS,
  FORWARDED_RESPONSE_HEADERS,
  PROXIED_RESPONSE_HEADERS,
  createApiProxy,
  isProxiedPath,
  proxiedKind,
} from './proxy';
export type { ApiProxyOptions, ProxiedKind } from './proxy';
export { registerStaticFiles } from './static';
export type { StaticOptions } from './static';
export { createBaseApp, listen } from './app';
export type { BaseAppOptions } from './app';
export { createRemoteServer } from './remoteServer';
export { sendStreamedHtml } from './streamedHtml';
export type { RemoteServerOptions } from './remoteServer';
