import { m } from '../../paraglide/messages';

/** A rating as five stars for the eye and "4 of 5" for screen readers. */
export function RatingStars({ rating }: { rating: number | null }) {
  if (rating === null) return null;
  return (
    <span className="text-amber-700" role="img" aria-label={m.pl_rating_value({ rating })}>
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
