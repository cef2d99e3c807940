/**
 * A request path whose percent-encoding is not UTF-8 — `/h/M%F6bel/c4` from a legacy link written in Latin-1,
 * or a stray `%` — is refused by the router before any route runs (Fastify's `FST_ERR_BAD_URL`, a JSON 400).
 * Here such bytes are read as Latin-1 (what old European shop links used) and a `%` without two hex digits
 * as itself, so the page is found; the host then sends the browser to the repaired address. A path that
 * decodes, and the query (read leniently later), are left as they are.
 */
export function repairUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (decodes(path)) return url;
  const repaired = path
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => (decodes(run) ? run : encodeURIComponent(latin1(run))));
  return repaired + (queryAt < 0 ? '' : url.slice(queryAt));
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** `%F6%E4` → "öä": each byte one character. */
function latin1(run: string): string {
  return run
    .split('%')
    .slice(1)
    .map((hex) => String.fromCharCode(parseInt(hex, 16)))
    .join('');
}
