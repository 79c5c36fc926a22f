import { createContext, useContext } from 'react';
import type { CvDetail, Named } from '../../../worker/features/cvs/cvs.schemas';
import type { SaveOutcome } from '../../lib/post-envelope';
import type { ItemSection } from './cv-api';

/**
 * Where the maker's sections write. Without a provider they write to the server (the CV maker); the import review
 * (docs/product.md#cv-import) provides a CV kept in the page instead, so a seeker checks an imported CV with the very
 * forms, cards and rules of the maker and nothing is saved before they say so. A kept CV holds no files: its forms
 * offer no photo and no attachments (the photo is added in the maker afterwards).
 */
export interface LocalCvStore {
  savePersonal: (values: Record<string, unknown>) => SaveOutcome<{ cv: CvDetail }>;
  saveItem: (section: ItemSection, itemId: number | undefined, values: Record<string, unknown>) => SaveOutcome<{ id: number }>;
  removeItem: (section: ItemSection, itemId: number) => void;
  setSkills: (skills: Named[]) => void;
  /** What still stops an item from being saved (a lookup the file did not name, a date it lacked), in words. */
  problemOf: (section: ItemSection, itemId: number) => string | undefined;
}

const LocalCvStoreContext = createContext<LocalCvStore | null>(null);

export const LocalCvStoreProvider = LocalCvStoreContext.Provider;

/** The page's own CV store, or null in the maker (which saves to the server). */
export const useLocalCvStore = () => useContext(LocalCvStoreContext);
