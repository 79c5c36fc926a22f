import { withoutEmpty } from '../../lib/post-envelope';
import type { DeviceStore } from '../../lib/offline/device-store';
import { problemOf, type ServerProblem } from '../../lib/server-errors';
import { trpcClient } from '../../lib/trpc';
import type { CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { savePersonalInfo } from './cv-api';
import { alreadySaved } from './held-edits';
import { afterSent, type HeldCv, type HeldCvs, type HeldEdit, sendable } from './held-edits-store';

type Sent = { ok: true; createdId?: number | undefined } | { ok: false; problem: ServerProblem };

/** One held edit as the maker would have sent it online, naming the version it edits. */
async function send(cvId: number, edit: HeldEdit, version: number): Promise<Sent> {
  const ifVersion = { cv_id: cvId, if_version: version };
  try {
    switch (edit.kind) {
      case 'personal': {
        const outcome = await savePersonalInfo(cvId, edit.values, undefined, version);
        return outcome.ok ? { ok: true } : outcome;
      }
      case 'item': {
        const item = withoutEmpty(edit.values);
        if (!edit.isNew) {
          await trpcClient.cv.updateItem.mutate({ ...ifVersion, section: edit.section, item_id: edit.itemId, item });
          return { ok: true };
        }
        const created = await trpcClient.cv.createItem.mutate({ ...ifVersion, section: edit.section, item });
        return { ok: true, createdId: created?.id };
      }
      case 'remove':
        await trpcClient.cv.removeItem.mutate({ ...ifVersion, section: edit.section, item_id: edit.itemId });
        return { ok: true };
      case 'skills':
        await trpcClient.cv.setSkills.mutate({ ...ifVersion, skill_ids: edit.skills.map((skill) => skill.id) });
        return { ok: true };
    }
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

const replaced = (held: HeldCvs, cvId: string, entry: HeldCv | undefined): HeldCvs => {
  const others = Object.fromEntries(Object.entries(held).filter(([id]) => id !== cvId));
  return entry && (entry.edits.length > 0 || entry.conflict) ? { ...others, [cvId]: entry } : others;
};

/** Whether the server never judged the edit (no connection, a busy or failing server): it waits to be sent again. */
const notJudged = (problem: ServerProblem) => problem.code === 'network' || problem.status === 429 || problem.status >= 500;

/** What a run did: edits the server saved, and edits it judged (saved, refused or found in conflict). */
export interface SendRun {
  sent: number;
  judged: number;
}

async function sendAll(store: DeviceStore<HeldCvs>): Promise<SendRun> {
  const run = { sent: 0, judged: 0 };
  for (;;) {
    store.refresh();
    const next = Object.entries(store.get()).find(([, entry]) => sendable(entry));
    const edit = next?.[1].edits[0];
    if (!next || !edit) break;
    const [cvId, entry] = next;
    const result = await send(Number(cvId), edit, entry.version);
    const conflict = !result.ok && result.problem.code === 'cv_changed' ? (result.problem.details?.cv as CvDetail | undefined) : undefined;
    if (result.ok || (conflict && alreadySaved(conflict, entry.version, edit))) {
      const createdId = result.ok ? result.createdId : undefined;
      store.set((held) => replaced(held, cvId, held[cvId] && afterSent(held[cvId], edit, createdId)));
      run.sent += 1;
      run.judged += 1;
      continue;
    }
    const { problem } = result;
    if (notJudged(problem)) break;
    run.judged += 1;
    const refused = { editId: edit.id, text: Object.values(problem.fields)[0] ?? problem.text, fields: problem.fields };
    store.set((held) => replaced(held, cvId, held[cvId] && (conflict ? { ...held[cvId], conflict } : { ...held[cvId], refused })));
  }
  return run;
}

let running: Promise<SendRun> | undefined;

/**
 * Sends every CV's held edits in the order they were made, one at a time, and tells what became of them. One tab at a
 * time (a Web Lock where the browser has them), so two open tabs never send an edit twice.
 */
export function sendHeldCvEdits(store: DeviceStore<HeldCvs>): Promise<SendRun> {
  if (running) return running;
  // The lock's promise holds the run's promise (the DOM's types); awaiting it gives the run.
  const locked: Promise<SendRun> = navigator.locks
    ? navigator.locks.request('kar-held-cv-edits', () => sendAll(store)).then((result) => result)
    : sendAll(store);
  const run = locked.finally(() => {
    running = undefined;
  });
  running = run;
  return run;
}
