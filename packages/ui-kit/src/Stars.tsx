export type StarsProps =
  | {
      /** 0 to 5; fractions fill a star partly. */
      rating: number;
      /** Accessible text, e.g. "Rated 4.5 out of 5". */
      label: string;
      decorative?: false;
    }
  | {
      rating: number;
      /** The rating is said in words next to the stars: they are hidden from assistive technology. */
      decorative: true;
      label?: undefined;
    };

/** Five stars filled to `rating`, read out as `label` (or hidden when `decorative`). */
export function Stars({ rating, label, decorative }: StarsProps) {
  const percent = Math.min(Math.max(rating, 0), 5) * 20;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span className="sk-stars" {...a11y}>
      <span className="sk-stars__track" aria-hidden="true">
        ★★★★★
      </span>
      <span className="sk-stars__fill" aria-hidden="true" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
