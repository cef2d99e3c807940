import { createContext } from 'react';

/**
 * Takes the address a page rendered on the server turns out to send the shopper to: a search answer of the
 * redirect type or a 3xx answer (SPEC §7), a bad parameter dropped or an offset past the end (SPEC §5). It
 * has already passed the link rule. The host's server renderer provides it and answers with a redirect
 * instead of the page; in the browser there is none, and the page navigates itself.
 */
export type ServerRedirect = (location: string) => void;

/** One context object for the whole page: the host's server renderer reaches every remote's listing. */
export const ServerRedirectContext = createContext<ServerRedirect | null>(null);
