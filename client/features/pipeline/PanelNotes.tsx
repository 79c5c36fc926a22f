import { type FormEvent, useId, useState } from 'react';
import { type ApplicantNote, noteMaxLength } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { controlClass } from '../../components/ui/Field';
import { UserText } from '../../components/ui/UserText';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { usePanelWrites } from './panel-mutations';

/** The company's private notes on an applicant: who wrote each and when; never shown to the seeker. */
export function PanelNotes({ applicationId, notes }: { applicationId: number; notes: ApplicantNote[] }) {
  const locale = useLocale();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { addNote } = usePanelWrites({ note: m.reply_note_added(), rating: m.reply_rating_saved() });
  const fieldId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setError(m.v_note_required());
      return;
    }
    setError(undefined);
    addNote.mutate({ application_id: applicationId, body }, { onSuccess: () => setBody('') });
  }

  return (
    <section aria-labelledby={`${fieldId}-title`} className="flex flex-col gap-3">
      <h3 id={`${fieldId}-title`} className="text-base font-bold">
        {m.pl_notes_title()}
      </h3>
      <p className="text-xs text-slate-600">{m.pl_notes_private()}</p>
      {notes.length > 0 && (
        <ul className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50 p-3 text-sm">
              <UserText className="break-words whitespace-pre-line" text={note.body} />
              <p className="mt-1 text-xs text-slate-700">
                <bdi>{note.author ?? m.pl_note_author_gone()}</bdi> · <time dateTime={note.created_at}>{formatRelativeTime(note.created_at, locale)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {m.pl_note_new()}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={noteMaxLength}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={controlClass}
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" className="self-start" busy={addNote.isPending}>
          {m.pl_note_add()}
        </Button>
      </form>
    </section>
  );
}
