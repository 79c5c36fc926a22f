import { postFormWithProgress } from '../../lib/upload';
import { problemOfEnvelope } from '../../lib/server-errors';
import type { SaveOutcome } from '../cvs/cv-api';
import { sendJson } from './apply-api';

/**
 * The unsigned flow's calls (applying.md): the server holds the pending application, the browser only a session
 * cookie; nothing is kept in storage, never a password.
 */

/** SPEC.md's unsigned-apply registration, every field required. */
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

/** `POST /nonsigned-accounts`: the details and the job; answers with a session for the rest of the wizard. */
export const registerGuest = (jobId: number, details: GuestDetails) => sendJson('POST', '/api/v1/nonsigned-accounts', { ...details, job_id: jobId });

/** `PUT /nonsigned-accounts/cv`: a CV made in the CV maker, or an uploaded file (with progress), on the pending application. */
export async function attachGuestCv(choice: { cvId: number } | { file: File }, onProgress: (percent: number) => void): Promise<SaveOutcome> {
  if ('cvId' in choice) return sendJson('PUT', '/api/v1/nonsigned-accounts/cv', { cv_id: choice.cvId });
  const body = new FormData();
  body.append('file_path', choice.file);
  body.append('name', choice.file.name.replace(/\.[^.]+$/, '').slice(0, 120));
  const reply = await postFormWithProgress('/api/v1/nonsigned-accounts/cv', body, { method: 'PUT', onProgress });
  if (reply.status >= 200 && reply.status < 300 && reply.body) return { ok: true, data: reply.body.data ?? {}, code: reply.body.code ?? '' };
  return { ok: false, problem: problemOfEnvelope(reply.status, reply.body) };
}

export interface GuestAccount {
  email: string;
  password: string;
  password_confirmation: string;
}

/** `POST /nonsigned-accounts-signup`: sets the password and mails the code. */
export const signUpGuest = (account: GuestAccount) => sendJson('POST', '/api/v1/nonsigned-accounts-signup', { ...account });

/** `POST /nonsigned-accounts/verify`: the code; the e-mail is verified, the application sent, a full session given. */
export const verifyGuest = (email: string, code: string) => sendJson('POST', '/api/v1/nonsigned-accounts/verify', { email, verification_code: code });
