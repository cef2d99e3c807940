export interface StarsProps {
  /** 0 to 5; fractions fill a star partly. */
  rating: number;
  /** Accessible text, e.g. "Rated 4.5 out of 5". */
  label: string;
}

/** Five stars filled to `rating`, read out as `label`. */
export function Stars({ rating, label }: StarsProps) {
  const percent = Math.min(Math.max(rating, 0), 5) * 20;
  return (
    <span className="sk-stars" role="img" aria-label={label}>
      <span className="sk-stars__track" aria-hidden="true">
        ★★★★★
      </span>
      <span className="sk-stars__fill" aria-hidden="true" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
