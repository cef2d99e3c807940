import { useListing, type PageProps, type RemoteModules } from '@shop/listing';
import { LoadMore, ProductGrid, SkeletonGrid } from '@shop/ui-kit';

const SEARCH = { type: 'search' } as const;

/** Just the product grid with load more, for storefront teams that bring their own page around it. */
function SearchGridWidget({ locale, params }: PageProps) {
  const view = useListing(SEARCH, locale, params.seoText);
  if (view.status !== 'ready') return <SkeletonGrid count={4} />;
  return (
    <>
      <ProductGrid items={view.items} locale={locale} busy={view.updating} />
      {view.canLoadMore ? (
        <LoadMore shown={view.firstOffset + view.items.length} total={view.numFound} loading={view.loadingMore} onLoadMore={view.loadMore} />
      ) : null}
    </>
  );
}

const SearchGrid: RemoteModules['search/SearchGrid']['default'] = SearchGridWidget;
export default SearchGrid;
