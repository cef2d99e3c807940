import { gridboxesLoadedEvent, ListingFallback, openProduct, pageUrlState, Redirecting, useListing, useListingAnnouncement, useListingToasts, usePageEvents, useUrlState, type ListingView, type PageProps } from '@shop/listing';
import { LiveRegion, LoadMore, ProductGrid, SkeletonGrid, ToastNotices } from '@shop/ui-kit';
import { useEffect } from 'react';
import { NoResults } from './NoResults';

const SEARCH = { type: 'search' } as const;

/**
 * Just the product grid with load more, for storefront teams that bring their own page around it. A search that
 * failed or found nothing gives the no-results message plus the error text (SPEC §8; a failed one with its retry)
 * and the bestsellers the text points to, as the shop's own listing does.
 */
export function SearchGridWidget(props: PageProps) {
  const view = useListing(SEARCH, props.locale, props.params.seoText);
  // The grid's own polite region, kept mounted across its states (SPEC §4 loading messages), as the shop's listing.
  const announcement = useListingAnnouncement(view);
  return (
    <>
      <SearchGridBody {...props} listing={view} />
      <LiveRegion message={announcement.message} announceKey={announcement.key} />
    </>
  );
}

function SearchGridBody({ locale, params, listing: view }: PageProps & { listing: ListingView }) {
  const toasts = useListingToasts();
  const { track, open } = usePageEvents();
  const result = view.status === 'ready' ? view.result : null;
  const urlState = useUrlState();
  const { path } = urlState;
  useEffect(() => {
    if (result) track(gridboxesLoadedEvent(result, path));
  }, [result, path, track]);
  const noResults = () => <NoResults locale={locale} q={pageUrlState(urlState, params.seoText).q ?? ''} />;
  if (view.status === 'error') return <ListingFallback locale={locale} message={noResults()} failed={view} />;
  // The search leads to another page (a brand's name): the page was told (`shop-navigate`). One that routes
  // itself may keep the widget on screen: it says where the search leads, with a link there, not a skeleton.
  if (view.status === 'redirect') return <Redirecting location={view.location} />;
  if (view.status !== 'ready') return <SkeletonGrid count={4} />;
  if (view.items.length === 0) return <ListingFallback locale={locale} message={noResults()} />;
  return (
    <>
      <ProductGrid
        items={view.items}
        locale={locale}
        busy={view.updating}
        onNavigate={(href: string) => openProduct(view.items.find((i) => i.url === href || (i.url && href.endsWith(i.url))), locale, href, open)}
      />
      {/* The widgets have no toaster of the shop's: a load more that failed is said here, by its button: above
          it, in sight where the button is at the screen's bottom edge (the button moves down instead). */}
      <ToastNotices toasts={toasts} />
      {view.canLoadMore ? <LoadMore shown={view.shownUpTo} total={view.numFound} loading={view.loadingMore} onLoadMore={view.loadMore} /> : null}
    </>
  );
}
