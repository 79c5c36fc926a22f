import type { InlineScroll } from '../../lib/inline-scroll';
import { m } from '../../paraglide/messages';

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500 aria-disabled:hover:bg-white';

/**
 * Which of the board's columns are in view and buttons to the others (issue 23: at 1280 px four of eight fit and
 * nothing showed the rest). The arrows point along the reading direction; the buttons stay focusable at the ends
 * (aria-disabled), so a keyboard user pressing on is not dropped to <body>.
 */
export function BoardScrollBar({ scroller }: { scroller: InlineScroll<HTMLDivElement> }) {
  if (!scroller.overflows) return null;
  const { first, last, total } = scroller.shown;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {first > 0 && m.pl_board_showing({ from: first, to: last, total })}
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass} aria-disabled={scroller.atStart || undefined} onClick={() => !scroller.atStart && scroller.page(-1)}>
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          {m.pl_board_earlier()}
        </button>
        <button type="button" className={buttonClass} aria-disabled={scroller.atEnd || undefined} onClick={() => !scroller.atEnd && scroller.page(1)}>
          {m.pl_board_later()}
          <span aria-hidden="true" className="rtl:rotate-180">
            →
          </span>
        </button>
      </div>
    </div>
  );
}
