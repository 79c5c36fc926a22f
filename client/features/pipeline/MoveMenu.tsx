import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ApplicationStage } from '../../../db/schema/application-values';
import { companyStages, type CompanyStage } from '../../../worker/features/pipeline/pipeline.schemas';
import { m } from '../../paraglide/messages';
import { stageLabel } from './labels';

/**
 * "Move to…": the board's keyboard and screen-reader way to do what dragging does. A menu button (WAI-ARIA APG):
 * Enter or Space opens it on its first stage, arrows, Home and End move, Enter chooses, Escape closes back on the button.
 */
export function MoveMenu({
  current,
  name,
  onChoose,
  disabled = false,
}: {
  current: ApplicationStage;
  name: string;
  onChoose: (stage: CompanyStage) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const stages = companyStages.filter((stage) => stage !== current);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const index = items().indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const action = moves[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  }

  return (
    <div
      className="relative"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {/* aria-disabled, not disabled, while a move is saved: a disabled button cannot hold the focus a move returns to it. */}
      <button
        ref={button}
        type="button"
        aria-disabled={disabled || undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (disabled) return;
          setOpen((was) => !was);
          requestAnimationFrame(() => focusItem(0));
        }}
        onKeyDown={(event) => {
          if (disabled || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 0 : -1));
        }}
        className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-xs font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
      >
        {m.pl_move_to()}
        {/* The visible words stay the start of the name (WCAG 2.5.3), the applicant's name follows for screen readers. */}
        <span className="sr-only"> — {name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={m.pl_move_named({ name })}
          onKeyDown={onMenuKey}
          className="absolute end-0 z-20 mt-1 flex min-w-44 flex-col rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {stages.map((stage) => (
            <li key={stage} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  onChoose(stage);
                }}
                className="flex min-h-10 w-full items-center px-3 text-start text-sm text-slate-900 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
              >
                {stageLabel[stage]()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
