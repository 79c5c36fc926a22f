import { useMemo } from 'react';
import type { CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { useToast } from '../../components/ui/Toast';
import { useDeviceStore } from '../../lib/offline/device-store';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/useOnline';
import { m } from '../../paraglide/messages';
import type { LocalCvStore } from './cv-store';
import { withHeld } from './held-edits';
import { type HeldCv, heldCvEdits, type HeldEditInput, nextTempId, withEdit } from './held-edits-store';
import { refusal, savedItem } from './local-cv';
import { useLookupNames } from './useLookupNames';

export interface HeldCvState {
  /** The CV as the person left it: the server's with what is held applied. */
  shown: CvDetail | undefined;
  held: HeldCv | undefined;
  /** Where the maker writes while offline or while edits wait: the device, in order. Null: straight to the server. */
  store: LocalCvStore | null;
  /** The person's answer to a conflict or a refusal. */
  keepMine(): void;
  discardAll(): void;
  dropRefused(): void;
}

/**
 * The CV maker's edits without a connection (issue 27): kept on the device and shown at once, sent in order by
 * HeldCvEditsSender when the connection returns. While any wait, new ones queue behind them, so the order holds.
 */
export function useHeldCv(cv: CvDetail | undefined): HeldCvState {
  const { user } = useSession();
  const store = heldCvEdits(user?.id ?? 0);
  const all = useDeviceStore(store);
  const online = useOnline();
  const names = useLookupNames();
  const toast = useToast();
  const held = cv ? all[cv.id] : undefined;
  const shown = useMemo(() => (cv && held ? withHeld(cv, held, names) : cv), [cv, held, names]);
  const update = (change: (entry: HeldCv) => HeldCv | undefined) =>
    store.set((current) => {
      const entry = cv && current[cv.id];
      if (!cv || !entry) return current;
      const next = change(entry);
      const others = Object.fromEntries(Object.entries(current).filter(([id]) => id !== String(cv.id)));
      return next ? { ...others, [cv.id]: next } : others;
    });

  const hold = (edit: HeldEditInput) => {
    if (!cv) return;
    store.set((current) => withEdit(current, cv.id, cv.version ?? 1, edit));
    toast.show('info', m.cv_held_saved());
  };
  const holding = cv !== undefined && cv.version !== undefined && (!online || held !== undefined);
  const local: LocalCvStore | null =
    holding && shown
      ? {
          savePersonal: (values) => {
            hold({ kind: 'personal', values });
            return { ok: true, data: { cv: { ...shown, ...values } as CvDetail }, code: '' };
          },
          saveItem: (section, itemId, values) => {
            const id = itemId ?? nextTempId(held);
            const saved = savedItem(shown, section, itemId, values, names, id);
            if ('field' in saved) return refusal(saved);
            hold({ kind: 'item', section, itemId: id, isNew: itemId === undefined || itemId < 0, values });
            return { ok: true, data: { id }, code: '' };
          },
          removeItem: (section, itemId) => hold({ kind: 'remove', section, itemId }),
          setSkills: (skills) => hold({ kind: 'skills', skills }),
          problemOf: (section, itemId) => {
            const edit = held?.edits.find((one) => one.id === held.refused?.editId);
            return edit && 'itemId' in edit && edit.section === section && edit.itemId === itemId ? held?.refused?.text : undefined;
          },
        }
      : null;

  return {
    shown,
    held,
    store: local,
    // Sent again over the version Kar has now: the person saw both and chose theirs.
    keepMine: () => update((entry) => (entry.conflict ? { version: entry.conflict.version ?? entry.version, edits: entry.edits } : entry)),
    discardAll: () => update(() => undefined),
    dropRefused: () =>
      update((entry) => {
        const edits = entry.edits.filter((edit) => edit.id !== entry.refused?.editId);
        return edits.length > 0 ? { version: entry.version, edits } : undefined;
      }),
  };
}
