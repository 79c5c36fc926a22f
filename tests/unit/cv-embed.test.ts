// The CV's data embedded in its PDF (worker/features/cvs/cv-embed.schemas.ts, pdf/embedded-file.ts; issue 26): the
// builder against the API's CV, the reader, and the attachment as poppler's pdfdetach finds it in a rendered PDF.
// Through the whole app in three languages: tests/api/cv-pdf-embed.test.ts.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  type CvEmbed,
  cvEmbedFileName,
  cvEmbedOf,
  cvEmbedSchema,
  cvEmbedVersion,
  encodeCvEmbed,
  readCvEmbed,
} from '../../worker/features/cvs/cv-embed.schemas';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas';
import { addEmbeddedFile, deflate } from '../../worker/features/cvs/pdf/embedded-file';
import { loadCvPdfFontsForNode } from '../../worker/features/cvs/pdf/fonts.node';
import { cvPdfLabelsFrom, renderCvPdf } from '../../worker/features/cvs/pdf/index';
import { cvContentOf } from '../support/cv-content';
import { minimalPdf } from '../support/files';
import { embeddedFiles, run } from '../support/poppler';

const locales: CvLocale[] = ['en', 'ckb', 'ar'];
const fixture = (locale: CvLocale) => JSON.parse(readFileSync(`tests/fixtures/cvs/cv-${locale}.json`, 'utf8')) as CvDetail;
const labelsFor = (locale: CvLocale) => {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
  return cvPdfLabelsFrom((key) => messages[key]);
};
const scratch = mkdtempSync(join(tmpdir(), 'kar-cv-embed-'));
function fileOf(pdf: Uint8Array): string {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

describe('the CV data embedded in a CV PDF', () => {
  it.each(locales)('holds every field of the %s fixture, lookups by id and name, and parses with its schema', (locale) => {
    const cv = fixture(locale);
    const embed = cvEmbedOf(cv, locale);
    expect(embed.kar_cv).toBe(cvEmbedVersion);
    expect(embed.language).toBe(locale);
    expect(embed.cv).toEqual(cvContentOf(cv));
    // The schema keeps all of it (zod drops keys it does not know: a field missing from the schema would be lost).
    expect(cvEmbedSchema.parse(JSON.parse(JSON.stringify(embed)))).toEqual(embed);
    // The fixtures hold every kind of value, so the comparison above is not empty anywhere.
    expect(embed.cv.educations[0]?.institution).toEqual({ id: expect.any(Number), name: expect.stringMatching(/./) });
    expect(embed.cv.work_experiences.map((work) => work.is_present)).toEqual([true, false]);
    expect(embed.cv.awards_and_certifications.every((award) => award.expires)).toBe(true);
    for (const [section, items] of Object.entries(embed.cv).filter(([, value]) => Array.isArray(value))) {
      expect((items as unknown[]).length, section).toBeGreaterThan(0);
    }
  });

  it('names the language of the PDF, and keeps nulls: no expiry, no "Other" name, nothing optional', () => {
    const base = fixture('ckb');
    const [education] = base.educations;
    const [award] = base.awards_and_certifications;
    if (!education || !award) throw new Error('fixture without education or award');
    const cv: CvDetail = {
      ...base,
      address: null,
      educations: [{ ...education, institution: { id: 34, name: 'Other' }, institution_name: 'Duhok Polytechnic Institute', url: null, description: null }],
      awards_and_certifications: [{ ...award, expires: null, url: null, description: null }],
    };
    const embed = cvEmbedOf(cv, 'ar');
    expect(embed.language).toBe('ar');
    expect(embed.cv.language).toBe('ckb');
    expect(embed.cv).toEqual(cvContentOf(cv));
    expect(embed.cv.address).toBeNull();
    expect(embed.cv.awards_and_certifications[0]?.expires).toBeNull();
    expect(embed.cv.educations[0]).toMatchObject({ institution: { id: 34, name: 'Other' }, institution_name: 'Duhok Polytechnic Institute', url: null });
  });

  it('gives a CV frozen before institution names existed a null name', () => {
    const base = fixture('en');
    // The detail an older application froze (worker/features/applications/frozen-cv.ts) has no institution_name.
    const frozen = JSON.parse(JSON.stringify(base), (key, value: unknown) => (key === 'institution_name' ? undefined : value)) as CvDetail;
    expect(cvEmbedOf(frozen, 'en').cv.educations.map((education) => education.institution_name)).toEqual([null, null]);
  });

  it("gives a CV frozen before work periods named a position and sector none; an old PDF's data reads without them", () => {
    const base = fixture('ar');
    const frozen = JSON.parse(JSON.stringify(base), (key, value: unknown) => (key === 'position' || key === 'sector' ? undefined : value)) as CvDetail;
    const embed = cvEmbedOf(frozen, 'ar');
    expect(embed.cv.work_experiences.map((work) => [work.position, work.sector])).toEqual([
      [null, null],
      [null, null],
    ]);
    const older = JSON.parse(JSON.stringify(embed), (key, value: unknown) => (key === 'position' || key === 'sector' ? undefined : value)) as unknown;
    expect(cvEmbedSchema.parse(older).cv.work_experiences[0]).not.toHaveProperty('position');
    expect(cvEmbedOf(base, 'ar').cv.work_experiences[0]).toMatchObject({ position: { id: 1, name: 'مطور برمجيات' }, sector: { id: 2, name: 'الاتصالات' } });
  });

  it('is read back from its bytes; anything else, another version or a broken file is not', () => {
    const embed = cvEmbedOf(fixture('ckb'), 'ckb');
    expect(readCvEmbed(encodeCvEmbed(embed))).toEqual(embed);
    expect(readCvEmbed(JSON.stringify(embed))).toEqual(embed);
    // A byte order mark is allowed; keys this version does not know are dropped.
    const later = { ...embed, generator: 'Kar 2', cv: { ...embed.cv, pronouns: 'she' } };
    expect(readCvEmbed(new Uint8Array([0xef, 0xbb, 0xbf, ...encodeCvEmbed(later as CvEmbed)]))).toEqual(embed);
    expect(readCvEmbed(JSON.stringify({ ...embed, kar_cv: cvEmbedVersion + 1 }))).toBeNull();
    expect(readCvEmbed(JSON.stringify({ ...embed, language: 'fr' }))).toBeNull();
    expect(readCvEmbed(JSON.stringify({ ...embed, cv: { ...embed.cv, cv_skills: [{ id: 'x', name: 'TypeScript' }] } }))).toBeNull();
    expect(readCvEmbed(JSON.stringify({ ...embed, cv: { ...embed.cv, educations: undefined } }))).toBeNull();
    expect(readCvEmbed('{"kar_cv":1,')).toBeNull();
    expect(readCvEmbed(new Uint8Array([0x7b, 0xff, 0x7d]))).toBeNull();
    expect(readCvEmbed('{"invoice": 12}')).toBeNull();
  });
});

describe('the attachment in a rendered CV PDF', () => {
  it.each([
    ['a two-page English CV (after the page numbers update)', 'en' as const, (cv: CvDetail) => cv],
    [
      'a one-page Sorani CV (the only update)',
      'ckb' as const,
      (cv: CvDetail) => ({ ...cv, educations: [], work_experiences: [], references: [], awards_and_certifications: [], additional_info: [] }),
    ],
  ])('%s carries kar-cv.json, and prints as before', async (_name, locale, shape) => {
    const cv = shape(fixture(locale));
    const pdf = await renderCvPdf(cv, { locale, labels: labelsFor(locale), fonts: loadCvPdfFontsForNode() });
    const files = embeddedFiles(pdf);
    expect([...files.keys()]).toEqual([cvEmbedFileName]);
    expect(readCvEmbed(files.get(cvEmbedFileName) ?? new Uint8Array())).toEqual(cvEmbedOf(cv, locale));
    const file = fileOf(pdf);
    // The catalog's /Version: the keys added are PDF 1.7's (pdfkit writes a 1.3 header).
    expect(run('pdfinfo', [file])).toMatch(/PDF version:\s+1\.7/);
    // What is printed is still read (the words and pixels themselves: tests/bench/cv-pdf-ab.ts same).
    const text = run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    expect(text).toContain(cv.email ?? '');
    if (locale === 'en') expect(text).toMatch(/2 ?\/ ?2/);
  });

  it('deflates with zlib framing, as FlateDecode reads it', async () => {
    const data = encodeCvEmbed(cvEmbedOf(fixture('ckb'), 'ckb'));
    const deflated = await deflate(data);
    expect(deflated.length).toBeLessThan(data.length / 2);
    expect(new Uint8Array(inflateSync(deflated))).toEqual(data);
  });

  it('attaches any file to a pdfkit PDF and keeps the bytes before it; leaves other files and attached ones alone', async () => {
    const pdf = await renderCvPdf(fixture('ar'), { locale: 'ar', labels: labelsFor('ar'), fonts: loadCvPdfFontsForNode() });
    // Already attached: as it is.
    const file = { name: 'سیڤی (1).json', mime: 'application/json', description: 'وەسف', data: new TextEncoder().encode('{"a":"ب"}') };
    expect(await addEmbeddedFile(pdf, file)).toBe(pdf);
    // Not pdfkit's structure (no cross-reference table): as it is.
    const other = minimalPdf();
    expect(await addEmbeddedFile(other, file)).toBe(other);
    // The rendered file without its last update is a pdfkit PDF with an update: a second file goes after it, the
    // name in UTF-16, the type as a PDF name.
    const text = new TextDecoder('latin1').decode(pdf);
    const before = pdf.subarray(0, text.lastIndexOf('%%EOF', text.lastIndexOf('%%EOF') - 1) + '%%EOF\n'.length);
    const attached = await addEmbeddedFile(before, file);
    expect(attached.subarray(0, before.length)).toEqual(before);
    expect(new TextDecoder('latin1').decode(attached.subarray(before.length))).toContain('/Subtype /application#2Fjson');
    const files = embeddedFiles(attached);
    expect([...files.keys()]).toEqual([file.name]);
    expect(files.get(file.name)?.toString('utf8')).toBe('{"a":"ب"}');
  });
});
