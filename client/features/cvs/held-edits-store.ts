import type { CvDetail, Named } from '../../../worker/features/cvs/cvs.schemas';
import { deviceStore } from '../../lib/offline/device-store';
import type { ItemSection } from './item-sections';

/**
 * CV maker edits made without a connection (issue 27), kept on the device in the order they were made and sent in
 * that order when it returns. An item added offline has a negative id until the server gives it one.
 */
export type HeldEdit =
  | { id: string; kind: 'personal'; values: Record<string, unknown> }
  | { id: string; kind: 'item'; section: ItemSection; itemId: number; isNew: boolean; values: Record<string, unknown> }
  | { id: string; kind: 'remove'; section: ItemSection; itemId: number }
  | { id: string; kind: 'skills'; skills: Named[] };

export type HeldEditInput = HeldEdit extends infer Edit ? (Edit extends HeldEdit ? Omit<Edit, 'id'> : never) : never;

export interface HeldCv {
  /** The version the first unsent edit edits: the CV's when the first edit was held, then one more for each one sent. */
  version: number;
  edits: HeldEdit[];
  /** The server's answer to the first edit when it refused it, shown on that edit until it is changed or dropped. */
  refused?: { editId: string; text: string; fields: Record<string, string> };
  /** The CV as Kar has it after another device changed it meanwhile: nothing more is sent until the person chooses. */
  conflict?: CvDetail;
}

/** By CV id. */
export type HeldCvs = Record<string, HeldCv>;

export const heldCvEdits = (userId: number) => deviceStore<HeldCvs>(`held-cv-edits:${userId}`, {});

/** Whether a CV's edits may be sent now: some wait, and neither a refusal nor a conflict waits for the person. */
export const sendable = (held: HeldCv | undefined): held is HeldCv => Boolean(held && held.edits.length > 0 && !held.refused && !held.conflict);

const sameItem = (edit: HeldEdit, section: ItemSection, itemId: number) =>
  (edit.kind === 'item' || edit.kind === 'remove') && edit.section === section && edit.itemId === itemId;

let counter = 0;
const newEditId = () => `${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * One more edit of a CV at `version`. Edits that replace a whole thing (personal information, the skills, a changed
 * item) take the place of the one held before it, so each is sent once; an item added and removed offline is never sent.
 */
export function withEdit(held: HeldCvs, cvId: number, version: number, input: HeldEditInput): HeldCvs {
  const entry: HeldCv = held[cvId] ?? { version, edits: [] };
  const edit = { ...input, id: newEditId() } as HeldEdit;
  const replaces = (other: HeldEdit) =>
    other.kind === edit.kind && (edit.kind === 'personal' || edit.kind === 'skills' || (edit.kind === 'item' && sameItem(other, edit.section, edit.itemId)));
  let edits: HeldEdit[];
  let replaced: string | undefined;
  if (edit.kind === 'remove') {
    // What was held for the item is moot; one added offline leaves nothing to send at all.
    edits = entry.edits.filter((other) => !sameItem(other, edit.section, edit.itemId));
    if (edit.itemId > 0) edits.push(edit);
  } else {
    replaced = entry.edits.find(replaces)?.id;
    edits = replaced
      ? entry.edits.map((other) => (replaces(other) ? ({ ...edit, id: other.id, ...(other.kind === 'item' && { isNew: other.isNew }) } as HeldEdit) : other))
      : [...entry.edits, edit];
  }
  // A refused edit that was changed (or dropped) is asked again; edits.length 0 leaves nothing held.
  const refused = entry.refused && entry.refused.editId !== replaced && edits.some((other) => other.id === entry.refused?.editId) ? entry.refused : undefined;
  const others = Object.fromEntries(Object.entries(held).filter(([id]) => id !== String(cvId)));
  return edits.length === 0 && !entry.conflict ? others : { ...others, [cvId]: { ...entry, edits, refused } };
}

/**
 * After the first edit was sent: the rest edit the version it made, and an added item's id is the server's. An edit
 * changed while it was on its way stays, to be sent as it is now (a new item's change then updates the item made).
 */
export function afterSent(entry: HeldCv, sent: HeldEdit, createdId: number | undefined): HeldCv {
  const [first, ...rest] = entry.edits;
  const unchanged = JSON.stringify(first) === JSON.stringify(sent);
  const temp = sent.kind === 'item' && sent.isNew ? sent.itemId : undefined;
  const remaining = unchanged ? rest : entry.edits;
  const edits = remaining.map((edit) =>
    temp !== undefined && createdId !== undefined && edit.kind !== 'personal' && edit.kind !== 'skills' && edit.itemId === temp
      ? { ...edit, itemId: createdId, ...(edit.kind === 'item' && { isNew: false }) }
      : edit,
  );
  return { version: entry.version + 1, edits };
}

/** The next id for an item added offline: below every one held. */
export function nextTempId(entry: HeldCv | undefined): number {
  const ids = (entry?.edits ?? []).flatMap((edit) => ('itemId' in edit && edit.itemId < 0 ? [edit.itemId] : []));
  return Math.min(0, ...ids) - 1;
}
