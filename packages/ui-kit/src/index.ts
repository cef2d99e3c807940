export { registerReactInstance } from './reactInstances';
export { FETCH_DISPLAY_DELAY_MS, uiKitCss } from './styles';

export { ProductTile, isSponsored } from './ProductTile';
export type { ProductTileProps } from './ProductTile';
export { ProductGrid } from './ProductGrid';
export type { ProductGridProps } from './ProductGrid';
export { AdBanner, NO_INTERSECTION_OBSERVER_WARNING, useSeenOnce } from './AdBanner';
export type { AdBannerProps } from './AdBanner';
export { SkeletonGrid, SkeletonTile } from './Skeleton';
export type { SkeletonGridProps } from './Skeleton';
export { Stars } from './Stars';
export type { StarsProps } from './Stars';

export { SearchField } from './SearchField';
export { PlainSearchField } from './PlainSearchField';
export { whenIdle } from './layOutWhenIdle';
export type { PlainSearchFieldProps } from './PlainSearchField';
export type { SearchFieldProps } from './SearchField';

export { FacetPanel, isFacetSelected } from './FacetPanel';
export type { FacetForm, FacetPanelProps } from './FacetPanel';
export { RangeFacetForm } from './RangeFacetForm';
export type { RangeFacetFormProps } from './RangeFacetForm';
export { FilterForm, FilterFormSubmit } from './FilterForm';
export type { FilterFormProps } from './FilterForm';
export { FilterButton, FilterOverlay } from './FilterOverlay';
export type { FilterOverlayProps } from './FilterOverlay';
export { SelectedFilters } from './SelectedFilters';
export type { SelectedFiltersProps } from './SelectedFilters';
export { SortSelect } from './SortSelect';
export type { SortSelectProps } from './SortSelect';

export { ResultCount } from './ResultCount';
export type { ResultCountProps } from './ResultCount';
export { LoadMore } from './LoadMore';
export type { LoadMoreProps } from './LoadMore';
export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Slider } from './Slider';
export type { SliderProps } from './Slider';
export { StatusMessage } from './StatusMessage';
export type { StatusMessageProps } from './StatusMessage';
export { LiveRegion } from './LiveRegion';
export type { LiveRegionProps } from './LiveRegion';

export { formatCount } from './counts';
export { isPlainLeftClick, navigateOnPlainClick, OverlayRootContext, safeHref, useLinkPolicy } from './links';
export { pageItems } from './pageItems';
export type { PageItem } from './pageItems';
export { FACET_VALUE_LIMIT, orderFacetValues, valuePreview, visibleFacetValues } from './facetValues';
export type { ValuePreview, VisibleValues } from './facetValues';
export { checkRange, movedThumb, parseAmount, sliderScale, thumbValue } from './rangeInput';
export type { RangeCheck, RangeError, SliderScale } from './rangeInput';
export { WIDE_LAYOUT_QUERY, useMediaQuery } from './useMediaQuery';
export { Toaster, toasterCss } from './Toaster';
export type { ToasterProps, ToasterToast } from './Toaster';
