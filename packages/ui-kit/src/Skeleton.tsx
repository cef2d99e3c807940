export interface SkeletonGridProps {
  /** Number of placeholder tiles. Defaults to `8`. */
  count?: number;
}

/** A grey placeholder card with the shape of a product tile. Decorative: announce loading with `LiveRegion`. */
export function SkeletonTile() {
  return (
    <div className="sk-skeleton-tile" aria-hidden="true">
      <div className="sk-skeleton sk-skeleton--image" />
      <div className="sk-skeleton sk-skeleton--line" />
      <div className="sk-skeleton sk-skeleton--line sk-skeleton--short" />
      <div className="sk-skeleton sk-skeleton--price" />
    </div>
  );
}

/** Placeholder tiles laid out like `ProductGrid`, shown while the first results load. */
export function SkeletonGrid({ count = 8 }: SkeletonGridProps) {
  return (
    <div className="sk-grid sk-grid--skeleton" aria-hidden="true" data-testid="skeleton-grid">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonTile key={index} />
      ))}
    </div>
  );
}
