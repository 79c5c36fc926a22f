import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';

/**
 * What an imported file held that no field took (docs/product.md#cv-import), as text to copy into the right section:
 * each line in its own direction, one button to copy them all.
 */
export function ImportLeftover({ lines }: { lines: readonly string[] }) {
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  if (lines.length === 0) return null;
  const copy = async () => {
    await navigator.clipboard?.writeText(lines.join('\n'));
    setCopied(true);
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {m.cv_import_leftover_title()}
        </h2>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? m.cv_import_copied() : m.cv_import_copy()}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{m.cv_import_leftover_hint()}</p>
      <div className="max-h-64 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap select-text" tabIndex={0} aria-labelledby={headingId}>
        {lines.map((line, index) => (
          // Each line in its own direction (a Sorani line in an English interface reads right to left).
          <p key={index} dir="auto">
            {line}
          </p>
        ))}
      </div>
    </section>
  );
}
