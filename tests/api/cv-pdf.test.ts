// POST /account/cvs/{id}/to-pdf through the whole app on Node: the PDF is read back with poppler's pdftotext, so
// these tests check what a reader of the file sees (the renderer's own word-by-word checks: tests/unit/cv-pdf.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { type Api, post, signedUpAccount, signedUpCompany } from '../support/auth-flow';
import { photoBytes, photoFixtures } from '../fixtures/images/photos';
import { minimalPdf, tinyPng } from '../support/files';
import { minimalDocx } from '../support/zip';
import { testApp, testClock } from '../support/node-deps';

let api: Api;
let token: string;
beforeEach(async () => {
  api = await testApp({ clock: testClock(new Date('2026-11-22T10:00:00Z')) });
  token = await signedUpAccount(api, 'pdf@example.com');
});

const scratch = mkdtempSync(join(tmpdir(), 'kar-cv-pdf-'));

/** The PDF's text as pdftotext reads it, split into words (without the direction marks poppler adds). */
function wordsOf(pdf: Uint8Array): string[] {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .split(/\s+/)
    .filter(Boolean);
}

function toPdf(cvId: number, body: Record<string, unknown> = {}, init: { token?: string; language?: string } = { token }) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': init.language ?? 'en' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return api.request(`/api/v1/account/cvs/${cvId}/to-pdf`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** A Sorani CV (made with the interface in Kurdish) with an education, a language and a skill. */
async function kurdishCv(): Promise<number> {
  const personal = { full_name: 'ئاراس محەمەد', email: 'aras.m@example.com', phone_num: '+964 750 123 4567', location: 'هەولێر', title: 'سیڤی من' };
  const created = await post(api, '/account/cvs/personal-info', personal, { token, language: 'ckb' });
  const id = (created.body.data?.cv as { id: number }).id;
  const education = { institution_id: 1, city_id: 1, degree_id: 4, field_of_study: 'ئەندازیاری نەرمەکاڵا', start_date: 2014, end_date: 2018 };
  expect((await post(api, `/account/cvs/${id}/education`, education, { token })).status).toBe(201);
  expect((await post(api, `/account/cvs/${id}/languages`, { language_id: 4, proficiency_level: 'advanced' }, { token })).status).toBe(201);
  expect((await post(api, `/account/cvs/${id}/skills`, { skill_ids: [2] }, { token })).status).toBe(200);
  return id;
}

const seedName = (list: 'institutions' | 'cities' | 'degrees' | 'languages', id: number, locale: 'en' | 'ckb' | 'ar') =>
  lookupSeed[list].find((row) => row.id === id)?.[locale] ?? '';

async function uploaded(file: File): Promise<number> {
  const form = new FormData();
  form.append('name', 'Uploaded CV');
  form.append('file_path', file);
  const reply = await post(api, '/account/cvs/upload', form, { token });
  expect(reply.status).toBe(201);
  return (reply.body.data?.cv as { id: number }).id;
}

describe('CV PDF export', () => {
  it('renders a CV in its own language, with lookup names, headings and levels in Kurdish, as a safe inline file', async () => {
    const id = await kurdishCv();
    const response = await toPdf(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="____ __-ckb.pdf"; filename*=UTF-8''${encodeURIComponent('سیڤی من-ckb.pdf')}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const words = wordsOf(bytes);
    const expected = [
      'ئاراس',
      'محەمەد',
      'aras.m@example.com',
      'خوێندن',
      'زمانەکان',
      'پێشکەوتوو',
      'لێهاتووییەکان',
      'TypeScript',
      '2014',
      '2018',
      ...seedName('institutions', 1, 'ckb').split(' '),
      ...seedName('cities', 1, 'ckb').split(' '),
      ...seedName('degrees', 4, 'ckb').split(' '),
      ...seedName('languages', 4, 'ckb').split(' '),
    ];
    for (const word of expected) expect(words, word).toContain(word);
    // The phone number (stored without spaces) stays whole and left to right.
    expect(words).toContain('+9647501234567');
  });

  it('renders the same CV in Arabic or English on request, with the page header and footer', async () => {
    const id = await kurdishCv();
    const arabic = wordsOf(new Uint8Array(await (await toPdf(id, { language: 'ar', page_header: 'Kar header', page_footer: 'kar.example' })).arrayBuffer()));
    for (const word of ['التعليم', 'اللغات', 'متقدم', 'المهارات', 'Kar', 'header', 'kar.example', ...seedName('institutions', 1, 'ar').split(' ')]) {
      expect(arabic, word).toContain(word);
    }
    expect(arabic).not.toContain('خوێندن');
    const english = await toPdf(id, { language: 'en' });
    expect(english.headers.get('content-disposition')).toContain(encodeURIComponent('سیڤی من-en.pdf'));
    // English headings are set in capitals.
    const words = wordsOf(new Uint8Array(await english.arrayBuffer())).map((word) => word.toLowerCase());
    for (const word of ['education', 'languages', 'advanced', 'skills', 'university', 'sulaimani', 'erbil', "bachelor's", 'arabic']) {
      expect(words, word).toContain(word);
    }
    // The CV's own text stays as its owner wrote it.
    expect(words).toContain('ئاراس');
  });

  /** A CV with this photo (file_path of personal-info). */
  async function cvWithPhoto(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): Promise<number> {
    const form = new FormData();
    for (const [field, value] of Object.entries({ full_name: 'Dilan Aziz', email: 'dilan@example.com', phone_num: '07501112233', location: 'Duhok' }))
      form.append(field, value);
    form.append('file_path', new File([bytes], name, { type }));
    const created = await post(api, '/account/cvs/personal-info', form, { token });
    expect(created.status).toBe(201);
    return (created.body.data?.cv as { id: number }).id;
  }

  // pdfimages lists each image (and a PNG's transparency as a separate "smask"): page, number, type, width, height.
  const imagesIn = (bytes: Uint8Array) => {
    const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, bytes);
    const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    return rows.map((row) => row.trim().split(/\s+/)).filter((columns) => columns[2] === 'image' || columns[2] === 'smask');
  };

  /** The PDF's first image as poppler decodes it: RGB of the pixel at x, y (pdfimages writes PPM, P6). */
  function pixelsOfFirstImage(pdf: Uint8Array): (x: number, y: number) => number[] {
    const directory = mkdtempSync(join(scratch, 'images-'));
    writeFileSync(join(directory, 'cv.pdf'), pdf);
    execFileSync('pdfimages', ['-f', '1', '-l', '1', join(directory, 'cv.pdf'), join(directory, 'image')]);
    const ppm = readFileSync(join(directory, 'image-000.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('pdfimages did not write a P6 image');
    const width = Number(header[1]);
    const start = header[0].length;
    return (x, y) => Array.from(ppm.subarray(start + (y * width + x) * 3, start + (y * width + x) * 3 + 3));
  }

  it('draws the profile photo beside the name', async () => {
    const id = await cvWithPhoto(tinyPng(), 'me.png', 'image/png');
    const pdf = new Uint8Array(await (await toPdf(id)).arrayBuffer());
    // The transparent 1×1 PNG is laid on white: one image, without a transparency mask.
    expect(imagesIn(pdf).map((columns) => columns.slice(0, 5))).toEqual([['1', '0', 'image', '1', '1']]);
    // Asked again, the photo prepared the first time (kept by the service) is drawn the same.
    const again = new Uint8Array(await (await toPdf(id, { language: 'ckb' })).arrayBuffer());
    expect(imagesIn(again).map((columns) => columns.slice(0, 5))).toEqual([['1', '0', 'image', '1', '1']]);
    // Without a photo there is none.
    expect(imagesIn(new Uint8Array(await (await toPdf(await kurdishCv())).arrayBuffer()))).toEqual([]);
  });

  it.each(photoFixtures)('draws a $description photo as poppler reads it ($file)', async (fixture) => {
    const response = await toPdf(await cvWithPhoto(photoBytes(fixture), fixture.file, fixture.mime));
    expect(response.status).toBe(200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    const images = imagesIn(pdf);
    expect(images.map((columns) => columns.slice(0, 6))).toEqual([['1', '0', 'image', '40', '30', 'rgb']]);
    if (fixture.mime === 'image/jpeg') return; // embedded as uploaded (DCT): poppler hands it back as a JPEG
    const pixel = pixelsOfFirstImage(pdf);
    const near = (actual: number[], expected: readonly number[]) =>
      expect(
        actual.every((value, channel) => Math.abs(value - (expected[channel] ?? 0)) <= fixture.tolerance),
        `${actual} ≈ ${expected}`,
      ).toBe(true);
    near(pixel(2, 2), [255, 255, 255]);
    near(pixel(12, 20), fixture.left);
    near(pixel(32, 20), fixture.right);
  });

  it('leaves out a photo that does not decode, and still makes the PDF', async () => {
    const broken = tinyPng().slice();
    // Corrupt the compressed pixel data (IDAT starts after the 8-byte signature and the 25-byte IHDR chunk).
    broken.fill(0xff, 41, 50);
    const response = await toPdf(await cvWithPhoto(broken, 'broken.png', 'image/png'));
    expect(response.status).toBe(200);
    expect(imagesIn(new Uint8Array(await response.arrayBuffer()))).toEqual([]);
  });

  it('answers an uploaded PDF as it is, and a Word file with a 409 the client words', async () => {
    const pdf = minimalPdf('Uploaded Kar CV');
    const pdfId = await uploaded(new File([pdf], 'mine.pdf', { type: 'application/pdf' }));
    const response = await toPdf(pdfId);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
    expect(response.headers.get('content-disposition')).toContain('filename="mine.pdf"');

    const docxId = await uploaded(new File([minimalDocx()], 'cv.docx'));
    const refused = await toPdf(docxId, {}, { token, language: 'ckb' });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; message: string };
    // The client shows error_cv_pdf_unavailable in the interface language (messages/*.json).
    expect(body).toMatchObject({ code: 'cv_pdf_unavailable', message: 'This CV is a Word file. Download it to read it.' });
  });

  it('refuses invalid fields and wrong types with 422, keeping the messages per field', async () => {
    const id = await kurdishCv();
    for (const [body, field] of [
      [{ language: 'fr' }, 'language'],
      [{ page_header: 'x'.repeat(201) }, 'page_header'],
      [{ page_footer: 42 }, 'page_footer'],
      [{ route: ['a'] }, 'route'],
    ] as const) {
      const reply = await toPdf(id, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      const json = (await reply.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(json.errors)).toEqual([field]);
    }
  });

  it("answers 404 for another person's CV, 401 without a session and 403 for a company", async () => {
    const id = await kurdishCv();
    const other = await signedUpAccount(api, 'other-pdf@example.com');
    expect((await toPdf(id, {}, { token: other })).status).toBe(404);
    expect((await toPdf(id + 1000)).status).toBe(404);
    expect((await toPdf(id, {}, {})).status).toBe(401);
    const company = await signedUpCompany(api, 'hr-pdf@firm.example');
    expect((await toPdf(id, {}, { token: company })).status).toBe(403);
  });

  it('limits each person to 30 PDFs in ten minutes, with Retry-After', async () => {
    const id = await uploaded(new File([minimalPdf()], 'cv.pdf', { type: 'application/pdf' }));
    for (let count = 0; count < 30; count++) expect((await toPdf(id)).status).toBe(200);
    const limited = await toPdf(id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await signedUpAccount(api, 'second-pdf@example.com');
    expect((await toPdf(id, {}, { token: other })).status).toBe(404);
  });
});
