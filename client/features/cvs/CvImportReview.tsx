import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type CvDetail, cvSections } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { useToast } from '../../components/ui/Toast';
import type { CvImportDraft } from '../../lib/cv-import-draft';
import { postEnvelope } from '../../lib/post-envelope';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useInvalidateCvs } from './cv-api';
import { type LocalCvStore, LocalCvStoreProvider } from './cv-store';
import { ImportLeftover } from './ImportLeftover';
import { importInputOf, importProblems, problemKey, refusal, savedItem, withoutItem } from './local-cv';
import { useLookupNames } from './useLookupNames';
import type { SubmitOpenForm } from './maker-common';
import { SectionContent } from './SectionContent';

/**
 * The review of an imported CV (docs/product.md#cv-import): every section of the maker, filled in from the file and
 * kept in the page; entries the file left incomplete are marked, the text no field took is there to copy, and Save
 * sends the whole CV in one call (then, if the seeker wants, the original file). Leaving saves nothing.
 */
export function CvImportReview({ draft, onCancel }: { draft: CvImportDraft; onCancel: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidateCvs();
  const names = useLookupNames();
  const save = useMutation(trpc.cv.import.mutationOptions());
  const [cv, setCv] = useState<CvDetail>(draft.cv);
  const latest = useRef(cv);
  const [serverFields, setServerFields] = useState<Record<string, string>>();
  const [personalKey, setPersonalKey] = useState(0);
  const [keepFile, setKeepFile] = useState(draft.source !== 'kar');
  const [upload, setUpload] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submits = useRef(new Map<string, SubmitOpenForm>());
  const registers = useMemo(
    () =>
      new Map(
        cvSections.map((section) => [
          section,
          (submit: SubmitOpenForm | null) => (submit ? submits.current.set(section, submit) : submits.current.delete(section)),
        ]),
      ),
    [],
  );
  const problems = useMemo(() => importProblems(cv, serverFields), [cv, serverFields]);
  // From the file chosen to the review on screen (User Timing; the bench reads it: tests/bench/cv-import.ts).
  useEffect(() => {
    if (performance.getEntriesByName('cv-import:start').length > 0) performance.measure('cv-import:review', 'cv-import:start');
  }, []);

  const update = (next: CvDetail) => {
    latest.current = next;
    setCv(next);
    setServerFields(undefined);
  };
  const store: LocalCvStore = {
    savePersonal: (values) => {
      const next = { ...latest.current, ...values } as CvDetail;
      update(next);
      return { ok: true, data: { cv: next }, code: '' };
    },
    saveItem: (section, itemId, values) => {
      const saved = savedItem(latest.current, section, itemId, values, names);
      if ('field' in saved) return refusal(saved);
      update(saved.cv);
      return { ok: true, data: { id: saved.id }, code: '' };
    },
    removeItem: (section, itemId) => update(withoutItem(latest.current, section, itemId)),
    setSkills: (skills) => update({ ...latest.current, cv_skills: skills }),
    problemOf: (section, itemId) => problems.items.get(problemKey(section, itemId)),
  };

  const showProblems = (found: ReturnType<typeof importProblems>) => {
    if (Object.keys(found.personal).length > 0) {
      setPersonalKey((key) => key + 1);
      toast.show('error', m.v_fill_all_fields());
      return;
    }
    toast.show('error', found.items.size > 0 ? m.cv_import_fix_items() : (found.other[0] ?? m.v_fill_all_fields()));
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-item-problem]')?.closest('li')?.querySelector<HTMLElement>('h3')?.focus());
  };

  const submit = async () => {
    for (const open of submits.current.values()) if (!(await open())) return;
    const found = importProblems(latest.current);
    if (found.items.size > 0 || found.other.length > 0 || Object.keys(found.personal).length > 0) return showProblems(found);
    let saved: CvDetail;
    try {
      saved = await save.mutateAsync(importInputOf(latest.current));
    } catch (error) {
      const problem = problemOf(error);
      if (Object.keys(problem.fields).length === 0) return toast.show('error', problem.text);
      setServerFields(problem.fields);
      return showProblems(importProblems(latest.current, problem.fields));
    }
    if (keepFile) {
      setUpload(0);
      const kept = await postEnvelope(`/api/v1/account/cvs/import/${saved.id}/file`, {}, { file: draft.file }, setUpload);
      setUpload(null);
      if (!kept.ok) toast.show('error', m.cv_import_file_not_kept({ reason: kept.problem.fields.file ?? kept.problem.text }));
    }
    toast.show('success', replyText('cv_imported') ?? m.reply_cv_imported());
    await invalidate();
    await navigate({ to: '/cv-maker', search: { id: saved.id } });
  };

  const busy = save.isPending || upload !== null;
  return (
    <LocalCvStoreProvider value={store}>
      <div className="flex flex-col gap-6" data-cv-import-review>
        <div className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
          {/* The file's name isolated (FSI … PDI): a Latin name with dots inside Sorani text keeps its own order. */}
          <p>{m.cv_import_review_intro({ file: `\u2068${draft.file.name}\u2069` })}</p>
          {draft.source === 'kar' && <p className="font-medium">{m.cv_import_review_kar()}</p>}
          {draft.aliK && <p className="font-medium">{m.cv_import_review_ali_k()}</p>}
        </div>
        <ImportLeftover lines={draft.leftover} />
        {cvSections.map((section) => (
          <section key={section === 'personal_information' ? `${section}-${personalKey}` : section} className="flex flex-col gap-2">
            <SectionContent
              section={section}
              cv={cv}
              register={registers.get(section) ?? (() => undefined)}
              onCreated={() => undefined}
              onNeedPersonal={() => undefined}
              startEditing={personalKey > 0}
            />
          </section>
        ))}
        {draft.source !== 'kar' && (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-5 accent-brand-700" checked={keepFile} onChange={(event) => setKeepFile(event.target.checked)} />
            {m.cv_import_keep_file()}
          </label>
        )}
        {upload !== null && <UploadProgress label={m.cv_import_saving_file()} percent={upload} />}
        <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 py-3">
          <Button variant="secondary" onClick={() => setLeaving(true)} disabled={busy}>
            {m.button_cancel()}
          </Button>
          <Button onClick={() => void submit()} busy={busy}>
            {m.cv_import_save()}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        confirmation={leaving ? { title: m.cv_import_leave_title(), text: m.cv_import_leave_text(), confirm: m.cv_import_leave(), tone: 'danger' } : null}
        busy={false}
        onCancel={() => setLeaving(false)}
        onConfirm={onCancel}
      />
    </LocalCvStoreProvider>
  );
}
