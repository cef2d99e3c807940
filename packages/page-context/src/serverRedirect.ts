import { createContext } from 'react';

/**
 * Takes the address a page rendered on the server turns out to send the shopper to: a search answer of the
 * redirect type or a 3xx answer (SPEC §7), a bad parameter dropped or an offset past the end (SPEC §5). It
 * has already passed the link rule. The host's server renderer provides it and answers with a redirect
 * instead of the page; in the browser there is none, and the page navigates itself. `status`: the API's own
 * 301 or 302 for a 3xx answer (SPEC §7: kept), 302 for anything else; a listing built before it was passed
 * gives none (302).
 */
export type ServerRedirect = (location: string, status?: 301 | 302) => void;

/** One context object for the whole page: the host's server renderer reaches every remote's listing. */
export const ServerRedirectContext = createContext<ServerRedirect | null>(null);
