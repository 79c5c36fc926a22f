import { useEffect, useId, useState } from 'react';
import { m } from '../../paraglide/messages';
import { usePanelWrites } from './panel-mutations';

/** A 1–5 rating as a radio group (arrow keys move), with "no rating" to clear it. Private to the company. */
export function PanelRating({ applicationId, rating }: { applicationId: number; rating: number | null }) {
  const { rate } = usePanelWrites({ note: m.reply_note_added(), rating: m.reply_rating_saved() });
  const name = useId();
  // Shown at once; the server's value comes back with the panel's next read (or puts it back on a refusal).
  const [shown, setShown] = useState(rating);
  useEffect(() => setShown(rating), [rating]);
  const choose = (value: number | null) => {
    setShown(value);
    rate.mutate({ application_id: applicationId, rating: value });
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={rate.isPending}>
      <legend className="text-base font-bold">{m.pl_rating_title()}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              className="peer sr-only"
              checked={shown === value}
              onChange={() => choose(value)}
              aria-label={m.pl_rating_value({ rating: value })}
            />
            <span
              aria-hidden="true"
              className={`inline-flex size-10 items-center justify-center rounded-lg text-2xl peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${shown !== null && value <= shown ? 'text-amber-700' : 'text-slate-400'}`}
            >
              ★
            </span>
          </label>
        ))}
        <label className="ms-2 flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={name} className="size-4" checked={shown === null} onChange={() => choose(null)} />
          {m.pl_rating_none()}
        </label>
      </div>
    </fieldset>
  );
}
