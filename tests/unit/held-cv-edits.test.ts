// Issue 27: CV maker edits kept on the phone while offline, in order, each sent once.
import { describe, expect, it } from 'vitest';
import type { CvDetail } from '../../worker/features/cvs/cvs.schemas';
import { alreadySaved, withHeld } from '../../client/features/cvs/held-edits';
import { afterSent, type HeldCvs, nextTempId, sendable, withEdit } from '../../client/features/cvs/held-edits-store';

const cv = {
  id: 7,
  version: 4,
  title: 'CV',
  full_name: 'Shilan Omar',
  email: 'shilan@example.com',
  phone_num: '+9647501234567',
  location: 'Erbil',
  address: null,
  cv_languages: [],
  educations: [],
  work_experiences: [
    {
      id: 11,
      cv_id: 7,
      title: 'Teacher',
      company: 'School',
      location: 'Erbil',
      url: null,
      from_date: '2019-03',
      to_date: null,
      is_present: true,
      description: null,
      months: 60,
    },
  ],
  cv_skills: [],
  references: [],
  awards_and_certifications: [],
  additional_info: [],
} as unknown as CvDetail;
const names = () => '';
const work = (title: string) => ({ title, company: 'Koya Library', location: 'Koya', from_date: '2020-01', is_present: true });

describe('edits held on the device', () => {
  it('keeps edits in the order made, starting from the version of the CV they edit', () => {
    let held: HeldCvs = {};
    held = withEdit(held, cv.id, 4, { kind: 'personal', values: { location: 'Koya' } });
    held = withEdit(held, cv.id, 9, { kind: 'item', section: 'work-experience', itemId: -1, isNew: true, values: work('Librarian') });
    held = withEdit(held, cv.id, 9, { kind: 'remove', section: 'work-experience', itemId: 11 });
    expect(held[7]?.version).toBe(4);
    expect(held[7]?.edits.map((edit) => edit.kind)).toEqual(['personal', 'item', 'remove']);
    expect(sendable(held[7])).toBe(true);
  });

  it('sends a thing changed twice once, as last changed, in its first place', () => {
    let held: HeldCvs = {};
    held = withEdit(held, cv.id, 4, { kind: 'personal', values: { location: 'Koya' } });
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: -1, isNew: true, values: work('Librarian') });
    held = withEdit(held, cv.id, 4, { kind: 'personal', values: { location: 'Soran' } });
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: -1, isNew: true, values: work('Head librarian') });
    const edits = held[7]?.edits ?? [];
    expect(edits).toHaveLength(2);
    expect(edits[0]).toMatchObject({ kind: 'personal', values: { location: 'Soran' } });
    expect(edits[1]).toMatchObject({ kind: 'item', isNew: true, values: { title: 'Head librarian' } });
  });

  it('never sends an item added and removed offline, and drops the change of an item then removed', () => {
    let held: HeldCvs = {};
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: -1, isNew: true, values: work('Librarian') });
    held = withEdit(held, cv.id, 4, { kind: 'remove', section: 'work-experience', itemId: -1 });
    expect(held[7]).toBeUndefined();
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: 11, isNew: false, values: work('Head teacher') });
    held = withEdit(held, cv.id, 4, { kind: 'remove', section: 'work-experience', itemId: 11 });
    expect(held[7]?.edits).toEqual([expect.objectContaining({ kind: 'remove', itemId: 11 })]);
  });

  it('after a send, the next edit names the next version and the server’s id of an item added offline', () => {
    let held: HeldCvs = {};
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: nextTempId(undefined), isNew: true, values: work('Librarian') });
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'references', itemId: nextTempId(held[7]), isNew: true, values: { name: 'Dilan' } });
    const entry = held[7];
    if (!entry?.edits[0]) throw new Error('nothing held');
    expect(entry.edits.map((edit) => ('itemId' in edit ? edit.itemId : 0))).toEqual([-1, -2]);
    const next = afterSent(entry, entry.edits[0], 31);
    expect(next.version).toBe(5);
    expect(next.edits).toEqual([expect.objectContaining({ section: 'references', itemId: -2 })]);
  });

  it('keeps an edit changed while it was on its way, to send it again (as a change of the item made)', () => {
    let held: HeldCvs = {};
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: -1, isNew: true, values: work('Librarian') });
    const sent = held[7]?.edits[0];
    if (!sent) throw new Error('nothing held');
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: -1, isNew: true, values: work('Head librarian') });
    const next = afterSent(held[7] ?? { version: 4, edits: [] }, sent, 31);
    expect(next.edits).toEqual([expect.objectContaining({ itemId: 31, isNew: false, values: expect.objectContaining({ title: 'Head librarian' }) })]);
  });

  it('shows the CV as left on the phone: the server’s with the held edits applied', () => {
    let held: HeldCvs = {};
    held = withEdit(held, cv.id, 4, { kind: 'personal', values: { location: 'Koya' } });
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: -1, isNew: true, values: work('Librarian') });
    held = withEdit(held, cv.id, 4, { kind: 'item', section: 'work-experience', itemId: 11, isNew: false, values: work('Head teacher') });
    const shown = withHeld(cv, held[7] ?? { version: 4, edits: [] }, names);
    expect(shown.location).toBe('Koya');
    expect(shown.work_experiences.map((item) => [item.id, item.title])).toEqual([
      [11, 'Head teacher'],
      [-1, 'Librarian'],
    ]);
  });

  it('waits for the person after a refusal or a conflict', () => {
    const held = withEdit({}, cv.id, 4, { kind: 'personal', values: { location: 'Koya' } });
    const entry = held[7];
    if (!entry?.edits[0]) throw new Error('nothing held');
    expect(sendable({ ...entry, refused: { editId: entry.edits[0].id, text: 'No', fields: {} } })).toBe(false);
    expect(sendable({ ...entry, conflict: cv })).toBe(false);
    // Changing the refused edit asks the server again.
    const changed = withEdit({ 7: { ...entry, refused: { editId: entry.edits[0].id, text: 'No', fields: {} } } }, cv.id, 4, {
      kind: 'personal',
      values: { location: 'Soran' },
    });
    expect(sendable(changed[7])).toBe(true);
  });
});

describe('an edit whose answer was lost after the server saved it', () => {
  const personal = { id: 'a', kind: 'personal', values: { location: 'Koya', address: '' } } as const;
  const savedThere = { ...cv, version: 5, location: 'Koya' } as CvDetail;

  it('is found in the CV the next attempt meets, one version on, and counts as sent', () => {
    expect(alreadySaved(savedThere, 4, personal)).toBe(true);
    expect(alreadySaved({ ...cv, version: 5, work_experiences: [] } as CvDetail, 4, { id: 'b', kind: 'remove', section: 'work-experience', itemId: 11 })).toBe(
      true,
    );
    expect(
      alreadySaved({ ...cv, version: 5, cv_skills: [{ id: 3, name: 'Excel' }] } as CvDetail, 4, {
        id: 'c',
        kind: 'skills',
        skills: [{ id: 3, name: 'Excel' }],
      }),
    ).toBe(true);
  });

  it('is a conflict when the CV differs, when more than one change was made since, or for an added or changed item', () => {
    expect(alreadySaved({ ...savedThere, location: 'Soran' } as CvDetail, 4, personal)).toBe(false);
    // Two changes since: another device's may be among them, and the person decides.
    expect(alreadySaved({ ...savedThere, version: 6 } as CvDetail, 4, personal)).toBe(false);
    expect(alreadySaved({ ...cv, version: 5 } as CvDetail, 4, { id: 'b', kind: 'remove', section: 'work-experience', itemId: 11 })).toBe(false);
    expect(alreadySaved(savedThere, 4, { id: 'd', kind: 'item', section: 'work-experience', itemId: 11, isNew: false, values: work('Teacher') })).toBe(false);
  });
});
