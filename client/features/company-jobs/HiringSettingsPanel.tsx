import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApplicantNoticeMode, applicantNoticeModes, type HiringSettings } from '../../../worker/features/applications/applications.schemas';
import { useToast } from '../../components/ui/Toast';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useCompanyProblem, useQueryProblem } from '../../lib/company-problem';

const noticeLabel: Record<ApplicantNoticeMode, () => string> = {
  each: m.hs_notice_each,
  daily: m.hs_notice_daily,
  none: m.hs_notice_none,
};

/** How the company hears of new applicants, and whether applicants are told they were not selected; saved on change. */
export function HiringSettingsPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const handleProblem = useCompanyProblem();
  const settings = useQuery(trpc.applying.hiringSettings.get.queryOptions());
  const problem = useQueryProblem(settings.error);
  const save = useMutation(trpc.applying.hiringSettings.save.mutationOptions());
  // A choice shows at once; the server's answer replaces it, and a refusal puts the saved settings back.
  const [chosen, setChosen] = useState<HiringSettings | null>(null);
  const current = chosen ?? settings.data;

  const change = async (next: HiringSettings) => {
    setChosen(next);
    try {
      await save.mutateAsync(next);
      toast.show('success', m.reply_hiring_settings_saved());
      await queryClient.invalidateQueries({ queryKey: trpc.applying.hiringSettings.get.queryKey() });
    } catch (error) {
      handleProblem(error);
    }
    setChosen(null);
  };

  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-700">{m.hs_title()}</summary>
      {current ? (
        <div className="mt-2 flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium text-slate-800">{m.hs_notice_legend()}</legend>
            {applicantNoticeModes.map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="applicant_notice"
                  value={mode}
                  checked={current.applicant_notice === mode}
                  onChange={() => void change({ ...current, applicant_notice: mode })}
                  className="size-4 accent-brand-700"
                />
                {noticeLabel[mode]()}
              </label>
            ))}
          </fieldset>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={current.mail_rejections}
              onChange={(event) => void change({ ...current, mail_rejections: event.target.checked })}
              className="size-4 accent-brand-700"
            />
            {m.hs_mail_rejections()}
          </label>
        </div>
      ) : (
        <p className="mt-2 text-slate-600">{problem ? problem.text : m.loading()}</p>
      )}
    </details>
  );
}
