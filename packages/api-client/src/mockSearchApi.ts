import { HttpRequestError } from './client';
import type { ApiResult, CallOptions, SearchApi, SearchData, SponsoredBannerResult } from './client';
import { linkPolicy, type LinkPolicy } from './links';
import type {
  AdEventKind,
  MessageKey,
  RequestContext,
  SearchEndpoint,
  SponsoredBannerInput,
  SponsoredProductsInput,
} from './request';
import type { EvaluationResult, Gridbox, MessageResult, PromotedProductItem, SearchResult, SuggestResult } from './types';
import type { UrlState } from './urlState';

/** One recorded call: method name and the arguments it got (options included). */
export type MockCall =
  | { method: 'search'; args: [SearchEndpoint, UrlState, RequestContext, CallOptions | undefined] }
  | { method: 'gridboxes'; args: [string, string, readonly string[], CallOptions | undefined] }
  | { method: 'message'; args: [MessageKey, string, CallOptions | undefined] }
  | { method: 'suggest'; args: [string, RequestContext, CallOptions | undefined] }
  | { method: 'sponsoredProducts'; args: [SponsoredProductsInput, CallOptions | undefined] }
  | { method: 'sponsoredBanner'; args: [SponsoredBannerInput, CallOptions | undefined] }
  | { method: 'adEvent'; args: [AdEventKind, unknown, CallOptions | undefined] };

type Reply<Args extends unknown[], R> = R | ((...args: Args) => R | Promise<R>);

/** What each method answers: a fixed result or a function of the call's arguments. */
export interface MockSearchApiResults {
  search?: Reply<[SearchEndpoint, UrlState, RequestContext], ApiResult<SearchResult>>;
  evaluation?: Reply<[SearchEndpoint, UrlState, RequestContext], ApiResult<EvaluationResult>>;
  gridboxes?: Reply<[string, string, readonly string[]], ApiResult<Gridbox[]>>;
  message?: Reply<[MessageKey, string], ApiResult<MessageResult>>;
  suggest?: Reply<[string, RequestContext], ApiResult<SuggestResult>>;
  sponsoredProducts?: Reply<[SponsoredProductsInput], ApiResult<PromotedProductItem[]>>;
  sponsoredBanner?: Reply<[SponsoredBannerInput], SponsoredBannerResult>;
  adEvent?: Reply<[AdEventKind, unknown], ApiResult<null>>;
}

function notConfigured(method: string): ApiResult<never> {
  return {
    kind: 'error',
    status: 500,
    error: new HttpRequestError({ statusCode: 500, reason: 'network', url: `mock:${method}` }),
  };
}

async function answer<Args extends unknown[], R>(reply: Reply<Args, R> | undefined, args: Args, fallback: R): Promise<R> {
  if (reply === undefined) return fallback;
  return typeof reply === 'function' ? (reply as (...a: Args) => R | Promise<R>)(...args) : reply;
}

/**
 * A {@link SearchApi} for component tests and stories: records every call in `calls` and answers with the
 * configured results. A method without a configured result answers a status 500 error.
 */
export class MockSearchApi implements SearchApi {
  readonly calls: MockCall[] = [];
  results: MockSearchApiResults;
  readonly linkPolicy: LinkPolicy;

  /** `policy` defaults to the page's own origin without other hosts. */
  constructor(results: MockSearchApiResults = {}, policy: LinkPolicy = linkPolicy()) {
    this.results = results;
    this.linkPolicy = policy;
  }

  /** Recorded calls of one method. */
  callsOf<M extends MockCall['method']>(method: M): Extract<MockCall, { method: M }>[] {
    return this.calls.filter((c): c is Extract<MockCall, { method: M }> => c.method === method);
  }

  async search<E extends SearchEndpoint>(
    endpoint: E,
    state: UrlState,
    context: RequestContext,
    options?: CallOptions,
  ): Promise<ApiResult<SearchData<E>>> {
    this.calls.push({ method: 'search', args: [endpoint, state, context, options] });
    const args: [SearchEndpoint, UrlState, RequestContext] = [endpoint, state, context];
    const result =
      endpoint.type === 'evaluation'
        ? await answer(this.results.evaluation, args, notConfigured('evaluation'))
        : await answer(this.results.search, args, notConfigured('search'));
    // SearchData<E> is EvaluationResult exactly when endpoint.type is 'evaluation', as chosen above.
    return result as ApiResult<SearchData<E>>;
  }

  async gridboxes(country: string, language: string, ids: readonly string[], options?: CallOptions): Promise<ApiResult<Gridbox[]>> {
    this.calls.push({ method: 'gridboxes', args: [country, language, ids, options] });
    return answer(this.results.gridboxes, [country, language, ids], notConfigured('gridboxes'));
  }

  async message(key: MessageKey, locale: string, options?: CallOptions): Promise<ApiResult<MessageResult>> {
    this.calls.push({ method: 'message', args: [key, locale, options] });
    return answer(this.results.message, [key, locale], notConfigured('message'));
  }

  async suggest(q: string, context: RequestContext, options?: CallOptions): Promise<ApiResult<SuggestResult>> {
    this.calls.push({ method: 'suggest', args: [q, context, options] });
    return answer(this.results.suggest, [q, context], notConfigured('suggest'));
  }

  async sponsoredProducts(input: SponsoredProductsInput, options?: CallOptions): Promise<ApiResult<PromotedProductItem[]>> {
    this.calls.push({ method: 'sponsoredProducts', args: [input, options] });
    return answer(this.results.sponsoredProducts, [input], notConfigured('sponsoredProducts'));
  }

  async sponsoredBanner(input: SponsoredBannerInput, options?: CallOptions): Promise<SponsoredBannerResult> {
    this.calls.push({ method: 'sponsoredBanner', args: [input, options] });
    return answer(this.results.sponsoredBanner, [input], notConfigured('sponsoredBanner'));
  }

  async adEvent(kind: AdEventKind, body: unknown, options?: CallOptions): Promise<ApiResult<null>> {
    this.calls.push({ method: 'adEvent', args: [kind, body, options] });
    return answer(this.results.adEvent, [kind, body], notConfigured('adEvent'));
  }
}
