// Apart from the iframe protocol (bridge.ts), which only a page opened in a frame loads: the shell and the
// server renderer keep embedded mode in every address they write.

/** The same shop address with `isEmbedded=true`: embedded mode survives every navigation inside the frame. */
export function withEmbeddedParam(pathWithQuery: string): string {
  const hashAt = pathWithQuery.indexOf('#');
  const hash = hashAt < 0 ? '' : pathWithQuery.slice(hashAt);
  const rest = hashAt < 0 ? pathWithQuery : pathWithQuery.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
  const query = queryAt < 0 ? '' : rest.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part !== '' && !/^isEmbedded(=|$)/.test(part));
  return `${path}?${[...kept, 'isEmbedded=true'].join('&')}${hash}`;
}
