import { safeReturnPath } from './safe-return-path';

/**
 * Where a visitor goes back to once signed in or up, and what they asked for on the way (the earlier client's
 * remembered return-to-apply job, docs/product.md#where-kar-differs-from-specmd, and "Save job" tapped while signed
 * out). Kept in sessionStorage: this tab only, through the sign-up dialog, the reset-password detour and a reload; an
 * hour later it is forgotten.
 */
const storageKey = 'kar.return';
const maxAgeMs = 60 * 60 * 1000;

export interface ReturnIntent {
  /** A path on this site, with its query string. */
  path: string;
  /** A job to save once signed in as a job seeker. */
  saveJobId?: number | undefined;
}

interface Stored extends ReturnIntent {
  at: number;
}

function read(): Stored | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<Stored> | null;
    const path = safeReturnPath(stored?.path);
    if (!stored || !path || typeof stored.at !== 'number' || Date.now() - stored.at > maxAgeMs) return undefined;
    const saveJobId = Number.isSafeInteger(stored.saveJobId) && Number(stored.saveJobId) > 0 ? stored.saveJobId : undefined;
    return { path, saveJobId, at: stored.at };
  } catch {
    return undefined;
  }
}

function write(value: Stored | undefined): void {
  try {
    if (value) sessionStorage.setItem(storageKey, JSON.stringify(value));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused (a private window's quota): the sign-in prompt's `redirect` still brings them back.
  }
}

/**
 * Remembers where to come back to. The sign-in prompt remembers its `redirect` too: a save asked for on that same
 * page is kept rather than forgotten.
 */
export function rememberReturn(path: string, saveJobId?: number): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  const current = read();
  write({ path: safe, saveJobId: saveJobId ?? (current?.path === safe ? current.saveJobId : undefined), at: Date.now() });
}

/** The remembered return, if any, without forgetting it. */
export function peekReturn(): ReturnIntent | undefined {
  const stored = read();
  return stored && { path: stored.path, saveJobId: stored.saveJobId };
}

/** The remembered return, forgotten as it is taken: one sign-in follows it once. */
export function takeReturn(): ReturnIntent | undefined {
  const intent = peekReturn();
  write(undefined);
  return intent;
}

/** A save to finish on the page signed in to: only in this page's memory, handed from the sign-in to the heart. */
let armedSave: number | undefined;

export function armSave(jobId: number | undefined): void {
  armedSave = jobId;
}

/** Whether this job's save was asked for before signing in; true once. */
export function takeArmedSave(jobId: number): boolean {
  if (armedSave !== jobId) return false;
  armedSave = undefined;
  return true;
}
