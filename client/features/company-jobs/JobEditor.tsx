import { useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { type CompanyJob, maxOpenings, salaryCurrencies } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { DateField } from '../../components/ui/DateField';
import { RichTextEditor } from '../../components/ui/RichTextEditor';
import { SelectField } from '../../components/ui/SelectField';
import { numericInput, TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldError } from '../../lib/form';
import { directionOf, useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { BoundSelectField, BoundTextField } from '../../components/ui/BoundFields';
import { useServerFieldErrors } from '../../lib/useServerFieldErrors';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { useLookup } from '../../lib/useLookup';
import { approvalNoticeId, useCanPublish } from '../../components/ApprovalNotice';
import { useCompanyProblem } from '../../lib/company-problem';
import { useInvalidateCompanyJobs } from './company-api';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { fieldsOf, isMatchingPath, type JobFormValues, formValuesOf, jobInputOf, latestDeadline, validateJobForm } from './job-form';
import { experienceOptions, jobLanguageOptions, workplaceOptions } from './labels';
import { LanguagesField } from './LanguagesField';
import type { MatchDraft } from './match-draft';
import { MatchRequirementsSection } from './MatchRequirementsSection';
import { QuestionsSection } from './QuestionsSection';
import { PublishDialog } from './PublishDialog';
import { RequirementsField } from './RequirementsField';
import { useJobActions } from './useJobActions';

type Intent = 'save' | 'preview' | 'publish';

interface Props {
  /** The posting being edited; undefined for a new one. */
  job?: CompanyJob | undefined;
  /** Opened from "Publish" on a new posting: it was saved first and the publish dialog opens here. */
  publishOnOpen?: boolean;
}

/** Writes a posting: saved as a draft, previewed as seekers will see it, published for a credit. */
export function JobEditor({ job, publishOnOpen = false }: Props) {
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLocale();
  const server = useServerFieldErrors();
  /** A field's change: the server's message about it goes, the new value comes in. */
  const edited = (name: string, handleChange: (value: string) => void) => (event: { target: { value: string } }) => {
    server.clear(name);
    handleChange(event.target.value);
  };
  const handleProblem = useCompanyProblem();
  const invalidate = useInvalidateCompanyJobs();
  const actions = useJobActions();
  const create = useMutation(trpc.jobs.company.create.mutationOptions());
  const update = useMutation(trpc.jobs.company.update.mutationOptions());
  const intent = useRef<Intent>('save');
  const [publishing, setPublishing] = useState<number | null>(publishOnOpen && job?.state === 'draft' ? job.id : null);
  const canPublish = useCanPublish();
  const [deleting, setDeleting] = useState(false);
  const lookups = {
    position: useLookup('positions'),
    sector: useLookup('sectors'),
    city: useLookup('cities'),
    jobType: useLookup('job_types'),
  };
  const isDraft = !job || job.state === 'draft';

  const form = useForm({
    defaultValues: formValuesOf(job, locale),
    validators: { onSubmit: validateJobForm },
    onSubmitInvalid: () => {
      toast.show('error', m.v_fill_all_fields());
      focusFirstInvalid();
    },
    onSubmit: async ({ value }) => {
      const input = jobInputOf(value);
      if (!input) return;
      let saved: CompanyJob;
      try {
        saved = job ? await update.mutateAsync({ id: job.id, job: input }) : await create.mutateAsync(input);
      } catch (error) {
        const problem = handleProblem(error, { quiet: true });
        if (problem.code === 'company_not_approved') return;
        server.setErrors(fieldsOf(problem.fields));
        toast.show('error', problem.text);
        focusFirstInvalid();
        return;
      }
      await invalidate();
      form.reset(formValuesOf(saved, locale));
      const edit = { to: '/company/jobs/$id/edit', params: { id: String(saved.id) } } as const;
      if (intent.current === 'preview') {
        await navigate({ to: '/company/jobs/$id/preview', params: { id: String(saved.id) } });
      } else if (intent.current === 'publish') {
        if (job) setPublishing(saved.id);
        else await navigate({ ...edit, search: { publish: true }, replace: true });
      } else {
        toast.show('success', job ? m.reply_job_updated() : m.reply_job_created());
        if (!job) await navigate({ ...edit, replace: true });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const language = useStore(form.store, (state) => state.values.language);
  const submit = (next: Intent) => {
    intent.current = next;
    void form.handleSubmit();
  };
  const errorOf = (name: keyof JobFormValues, errors: ReadonlyArray<unknown>) => fieldError(errors, server.errors[name]);

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit('save');
      }}
    >
      <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="job-basics">
        <h2 id="job-basics" className="text-lg font-bold">
          {m.cj_section_basics()}
        </h2>
        <form.Field name="title">{(field) => <BoundTextField field={field} server={server} label={m.cj_field_title()} name="title" />}</form.Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <form.Field name="language">
            {(field) => (
              <SelectField
                label={m.cj_field_language()}
                options={jobLanguageOptions()}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value as JobFormValues['language'])}
                error={errorOf('language', field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="position_id">
            {(field) => <BoundSelectField field={field} server={server} label={m.cj_field_position()} lookup={lookups.position} />}
          </form.Field>
          <form.Field name="sector_id">
            {(field) => <BoundSelectField field={field} server={server} label={m.cj_field_sector()} lookup={lookups.sector} />}
          </form.Field>
          <form.Field name="city_id">
            {(field) => <BoundSelectField field={field} server={server} label={m.cj_field_city()} lookup={lookups.city} />}
          </form.Field>
          <form.Field name="job_type_id">
            {(field) => <BoundSelectField field={field} server={server} label={m.cj_field_job_type()} lookup={lookups.jobType} />}
          </form.Field>
          {(['workplace', 'experience_level'] as const).map((name) => (
            <form.Field key={name} name={name}>
              {(field) => (
                <SelectField
                  label={name === 'workplace' ? m.cj_field_workplace() : m.cj_field_experience()}
                  placeholder={m.select_placeholder()}
                  options={name === 'workplace' ? workplaceOptions() : experienceOptions()}
                  value={field.state.value}
                  onChange={edited(name, field.handleChange)}
                  error={errorOf(name, field.state.meta.errors)}
                />
              )}
            </form.Field>
          ))}
          <form.Field name="openings">
            {(field) => (
              <TextField
                label={m.cj_field_openings()}
                {...numericInput}
                value={field.state.value}
                hint={m.cj_openings_hint({ max: maxOpenings })}
                onChange={edited('openings', field.handleChange)}
                error={errorOf('openings', field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="deadline">
            {(field) => (
              <DateField
                label={m.cj_field_deadline()}
                value={field.state.value}
                minYear={new Date().getFullYear()}
                max={latestDeadline()}
                onChange={edited('deadline', field.handleChange)}
                error={errorOf('deadline', field.state.meta.errors)}
              />
            )}
          </form.Field>
        </div>
      </section>

      <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="job-salary">
        <h2 id="job-salary" className="text-lg font-bold">
          {m.cj_section_salary()}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['salary_min', 'salary_max'] as const).map((name) => (
            <form.Field key={name} name={name}>
              {(field) => (
                <TextField
                  label={name === 'salary_min' ? m.cj_field_salary_min() : m.cj_field_salary_max()}
                  {...numericInput}
                  ltr
                  value={field.state.value}
                  onChange={edited(name, field.handleChange)}
                  error={errorOf(name, field.state.meta.errors)}
                />
              )}
            </form.Field>
          ))}
          <form.Field name="salary_currency">
            {(field) => (
              <SelectField
                label={m.cj_field_currency()}
                placeholder={m.select_placeholder()}
                options={salaryCurrencies.map((currency) => ({ value: currency, label: currency === 'IQD' ? m.cj_currency_iqd() : m.cj_currency_usd() }))}
                value={field.state.value}
                onChange={edited('salary_currency', field.handleChange)}
                error={errorOf('salary_currency', field.state.meta.errors)}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="salary_visible">
          {(field) => (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
              />
              {m.cj_field_salary_visible()}
            </label>
          )}
        </form.Field>
      </section>

      <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="job-details">
        <h2 id="job-details" className="text-lg font-bold">
          {m.cj_section_details()}
        </h2>
        <form.Field name="description">
          {(field) => (
            <RichTextEditor
              label={m.cj_field_description()}
              dir={directionOf(language)}
              value={field.state.value}
              onChange={(html) => {
                server.clear('description');
                field.handleChange(html);
              }}
              error={errorOf('description', field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="requirements">
          {(field) => (
            <RequirementsField
              value={field.state.value}
              onChange={(next) => {
                server.clear('requirements');
                field.handleChange(next);
              }}
              error={errorOf('requirements', field.state.meta.errors)}
            />
          )}
        </form.Field>
      </section>

      <form.Field name="matching">
        {(field) => {
          const change = (next: MatchDraft) => {
            for (const path of Object.keys(server.errors)) if (isMatchingPath(path)) server.clear(path);
            field.handleChange(next);
          };
          const errorAt = (path: string) => server.errors[path];
          return (
            <>
              <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="job-matching">
                <h2 id="job-matching" className="text-lg font-bold">
                  {m.cj_section_matching()}
                </h2>
                <MatchRequirementsSection value={field.state.value} onChange={change} errorAt={errorAt} jobId={job?.id} />
                <LanguagesField
                  value={field.state.value.languages}
                  onChange={(languages) => change({ ...field.state.value, languages })}
                  error={errorAt('languages') ?? errorAt('language_ids')}
                />
              </section>
              <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="job-questions">
                <h2 id="job-questions" className="text-lg font-bold">
                  {m.cj_section_questions()}
                </h2>
                <QuestionsSection value={field.state.value.questions} onChange={(questions) => change({ ...field.state.value, questions })} errorAt={errorAt} />
              </section>
            </>
          );
        }}
      </form.Field>

      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 py-3">
        <Link to="/company/jobs" search={{ state: job?.state }} className="me-auto min-h-11 content-center text-sm font-semibold text-brand-700 underline">
          {m.cj_back_to_jobs()}
        </Link>
        {job && isDraft && (
          <Button variant="ghost" className="text-red-700" onClick={() => setDeleting(true)} disabled={submitting}>
            {m.cj_action_delete()}
          </Button>
        )}
        <Button variant="secondary" type="submit" busy={submitting && intent.current === 'save'}>
          {isDraft ? m.cj_save_draft() : m.cj_save_changes()}
        </Button>
        <Button variant="secondary" onClick={() => submit('preview')} busy={submitting && intent.current === 'preview'}>
          {m.cj_action_preview()}
        </Button>
        {isDraft && (
          <Button
            onClick={() => submit('publish')}
            busy={submitting && intent.current === 'publish'}
            aria-describedby={canPublish ? undefined : approvalNoticeId}
          >
            {m.cj_action_publish()}
          </Button>
        )}
      </div>
      <PublishDialog
        jobId={publishing}
        onClose={() => {
          setPublishing(null);
          // Once answered, "publish on open" is gone from the address: a reload should not ask again.
          if (publishOnOpen && job) void navigate({ to: '/company/jobs/$id/edit', params: { id: String(job.id) }, search: {}, replace: true });
        }}
        onPublished={() => void navigate({ to: '/company/jobs', search: { state: 'published' } })}
      />
      <ConfirmDeleteDialog
        title={deleting && job ? job.title : null}
        busy={actions.busy}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          if (!job) return;
          const outcome = await actions.remove(job.id);
          setDeleting(false);
          if (outcome.ok) await navigate({ to: '/company/jobs', search: { state: 'draft' } });
        }}
      />
    </form>
  );
}
