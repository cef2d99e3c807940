/**
 * What the page shares of TanStack Query (tools/webpack.cjs): the client and its caches, single queries with
 * their hooks, hydration for server rendering (`dehydrate`, `hydrate`), the managers, structural sharing
 * (`replaceEqualDeep`). Left out: the HydrationBoundary component, mutations' hooks and observer (a search
 * front end changes nothing on the server), suspense and prefetch hooks, the fetching and mutating counters,
 * infinite queries, useQueries and the streamed query, which no app here uses. An app that needs another
 * export adds it here (tools/test/sharedExports.test.ts).
 */
export {
  CancelledError,
  IsRestoringProvider,
  Mutation,
  MutationCache,
  Query,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  QueryErrorResetBoundary,
  QueryObserver,
  dehydrate,
  defaultShouldDehydrateMutation,
  defaultShouldDehydrateQuery,
  focusManager,
  hashKey,
  hydrate,
  isCancelledError,
  isServer,
  keepPreviousData,
  matchMutation,
  matchQuery,
  notifyManager,
  onlineManager,
  queryOptions,
  replaceEqualDeep,
  skipToken,
  useIsRestoring,
  useQuery,
  useQueryClient,
  useQueryErrorResetBoundary,
} from 'shop-full-package/@tanstack/react-query';
