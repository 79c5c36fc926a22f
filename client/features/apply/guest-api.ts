import { signupFieldsOf } from './GuestAccountStep';
import type { ScreeningAnswer } from '../../../worker/features/matching/match.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CvListItem } from '../../../worker/features/cvs/cvs.schemas';
import { problemOf, type ServerProblem } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { postEnvelope, type SaveOutcome } from '../../lib/post-envelope';

/**
 * The unsigned flow's calls (worker/features/applications/unsigned.*): the server holds the pending application,
 * the browser only the session cookie; nothing is kept in storage, never a password.
 */

/** The unsigned-apply registration (docs/product.md#applying-without-an-account), every field required (as typed: ids are the selects' text). */
export interface GuestDetails {
  full_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  gender_id: string;
  city_id: string;
  position_id: string;
  bio: string;
}

export const emptyDetails: GuestDetails = {
  full_name: '',
  email: '',
  phone: '',
  date_of_birth: '',
  gender_id: '',
  city_id: '',
  position_id: '',
  bio: '',
};

export interface GuestAccount {
  email: string;
  password: string;
  password_confirmation: string;
}

/** A call's outcome: done, or a problem to show (its code, localised text and field messages). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; problem: ServerProblem };

async function outcomeOf<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** Where the unsigned wizard stands on the server: the placeholder account and its pending application, if any. */
export function usePendingApplication(hasSession: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.unsigned.current.queryOptions(undefined, { enabled: hasSession, retry: false, staleTime: 0 }));
}
export type PendingState = NonNullable<ReturnType<typeof usePendingApplication>['data']>;

/** What the details step shows for a placeholder account: what it was started with. */
export function detailsOf(user: PendingState['user']): GuestDetails {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    full_name: text(user.full_name),
    email: user.email,
    phone: text(user.phone_number),
    date_of_birth: text(user.dob),
    gender_id: text(user.gender_id),
    city_id: text(user.city_id),
    position_id: text(user.position_id),
    bio: text(user.bio),
  };
}

/** The wizard's calls over tRPC. */
export function useGuestCalls() {
  const trpc = useTRPC();
  const start = useMutation(trpc.unsigned.start.mutationOptions());
  const attachCv = useMutation(trpc.unsigned.attachCv.mutationOptions());
  const signup = useMutation(trpc.unsigned.signup.mutationOptions());
  const verify = useMutation(trpc.unsigned.verify.mutationOptions());
  return {
    pendingKey: trpc.unsigned.current.queryKey(),
    start: (jobId: number, details: GuestDetails, captcha: string) => outcomeOf(start.mutateAsync({ ...details, job_id: jobId, captcha })),
    attachCv: (cvId: number, requirementIds: number[], answers: ScreeningAnswer[]) =>
      outcomeOf(attachCv.mutateAsync({ cv_id: cvId, job_qualification_ids: requirementIds, answers })),
    signup: (account: GuestAccount) => outcomeOf(signup.mutateAsync(signupFieldsOf(account))),
    verify: (code: string) => outcomeOf(verify.mutateAsync({ code })),
  };
}

/** The CV file, uploaded as the applicant's own CV (multipart with progress) before it is put on the application. */
export function uploadGuestCv(file: File, onProgress: (percent: number) => void): Promise<SaveOutcome<{ cv: CvListItem }>> {
  const name = file.name.replace(/\.[^.]+$/, '').slice(0, 120) || file.name.slice(0, 120);
  return postEnvelope<{ cv: CvListItem }>('/api/v1/account/cvs/upload', { name }, { file_path: file }, onProgress);
}
