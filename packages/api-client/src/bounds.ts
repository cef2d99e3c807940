/**
 * The bounds on untrusted answers and the errors of an answer that breaks them: what a caller needs without the
 * answer rules themselves (`validate.ts`, which the client loads with its first request).
 */

/** Bounds on untrusted response data. Soft bounds cut (texts, most lists); hard bounds refuse the whole answer. */
export const RESPONSE_BOUNDS = {
  /** Hard: a body larger than this many bytes is not read to the end; the call fails with `too-large`. 4 MiB. */
  bodyBytes: 4 * 1024 * 1024,
  /** Hard: a search answer with more items fails with `too-large` (the contract's maxfetchsize is 200). */
  items: 200,
  /** Soft: texts (titles, labels, names, codes, values) are cut to this many characters, ending in `…`. */
  textLength: 300,
  /** Soft: a shop message (nrp, ncp) is cut to this many characters. */
  messageLength: 2000,
  /** Soft: facets kept per answer. */
  facets: 50,
  /** Soft: values kept per facet value list (values, topvalues, children). */
  facetValues: 500,
  /** Soft: nesting of facet value children; deeper children are dropped. */
  facetDepth: 4,
  /** Soft: breadcrumbs kept. */
  breadcrumbs: 20,
  /** Soft: sort options kept. */
  sorts: 20,
  /** Soft: selected filters kept. */
  selections: 100,
  /** Soft: teasers, advisors, advisor answers, badges each. */
  smallLists: 20,
  /** Soft: suggestion groups kept. */
  suggestGroups: 10,
  /** Soft: suggestions kept per group. */
  suggestItems: 20,
  /** Soft: gridboxes and sponsored products kept per answer. */
  gridboxes: 200,
  /** Soft: evaluation variants kept. */
  evaluationVariants: 10,
  /** Soft: filter codes in a link, and values per code. */
  filterCodes: 50,
  /** Soft: free payloads (xPayload, details) nested deeper than this are dropped. */
  payloadDepth: 8,
  /** Soft: free payloads with more values than this in all, or a text longer than `messageLength`, are dropped. */
  payloadNodes: 2000,
} as const;

export class ResponseValidationError extends Error {
  override readonly name: string = 'ResponseValidationError';
  constructor(
    /** Where in the body, e.g. `items` or `numFound`. */
    readonly path: string,
    expected: string,
  ) {
    super(`Malformed response: ${path} is not ${expected}`);
  }
}

/** An answer over a hard bound of {@link RESPONSE_BOUNDS}: refused as a whole. */
export class ResponseTooLargeError extends ResponseValidationError {
  override readonly name = 'ResponseTooLargeError';
  constructor(path: string, limit: number) {
    super(path, `at most ${limit} long`);
    this.message = `Response too large: ${path} is longer than ${limit}`;
  }
}
