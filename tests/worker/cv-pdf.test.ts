// The CV PDF rendered inside workerd: yoga's wasm through the module-import shim (wrangler.toml [alias]), the fonts
// as Data modules ([[rules]]), pdfkit with import.meta.url defined ([define]). Text and layout are checked in Node
// (tests/unit/cv-pdf.test.ts, with poppler); here: it renders at all, and the result is a real PDF.
import { describe, expect, it } from 'vitest';
import messages from '../../messages/ckb.json';
import { cvEmbedFileName, cvEmbedOf, readCvEmbed } from '../../worker/features/cvs/cv-embed.schemas';
import type { CvDetail } from '../../worker/features/cvs/cvs.schemas';
import { cvPdfFonts } from '../../worker/features/cvs/pdf/fonts';
import { cvPdfLabelsFrom, renderCvPdf } from '../../worker/features/cvs/pdf/index';
import cv from '../fixtures/cvs/cv-ckb.json';
import { photoBytes, photoFixtures } from '../fixtures/images/photos';
import { callWorker, signedUpSeeker } from './seeker';

// Until messages/_pending/pdf.json is merged into messages/ckb.json a missing label prints as its key: this test
// is about rendering in workerd, not wording.
const labels = cvPdfLabelsFrom((key) => (messages as Record<string, string>)[key] ?? key);

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

// A render (and a sign-up, with argon2) takes seconds on a busy machine: budgets that fit the work.
describe('CV PDF in workerd', { timeout: 30_000 }, () => {
  it('renders the Kurdish fixture to a real A4 PDF', async () => {
    const bytes = await renderCvPdf(cv as CvDetail, {
      locale: 'ckb',
      labels,
      fonts: cvPdfFonts,
      header: 'ئاراس محەمەد کەریم — سیڤی',
      footer: 'https://kar.example',
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    const text = latin1(bytes);
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(300_000);
    // Page numbers are an incremental update that redefines each page object: count the page tree's pages.
    expect(text).toMatch(/\/Type \/Pages\n\/Count 2\n/);
    expect(text).toMatch(/\(1 \/ 2\) Tj/);
    expect(text).toMatch(/\(2 \/ 2\) Tj/);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);
    // Vazirmatn embedded (subset) in both weights.
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Vazirmatn-Regular/);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Vazirmatn-Bold/);
  });

  it("attaches the CV data (kar-cv.json) with the runtime's own deflate", async () => {
    const bytes = await renderCvPdf(cv as CvDetail, { locale: 'ar', labels, fonts: cvPdfFonts });
    const text = latin1(bytes);
    expect(text).toContain(`/EmbeddedFiles <<\n/Names [(${cvEmbedFileName}) `);
    const stream = /<<\n\/Type \/EmbeddedFile\n\/Subtype \/application#2Fjson\n[\s\S]*?\/Filter \/FlateDecode\n\/Length (\d+)\n>>\nstream\n/.exec(text);
    if (!stream) throw new Error('no embedded file stream');
    const start = stream.index + stream[0].length;
    const content = await inflate(bytes.slice(start, start + Number(stream[1])));
    expect(readCvEmbed(content)).toEqual(cvEmbedOf(cv as CvDetail, 'ar'));
  });

  it('renders again with the fonts already registered', async () => {
    const bytes = await renderCvPdf(cv as CvDetail, { locale: 'ckb', labels, fonts: cvPdfFonts });
    expect(latin1(bytes.subarray(0, 8))).toBe('%PDF-1.3');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The photo in every format the photo upload accepts (tests/fixtures/images; photos.ts says what each one is).

interface PdfImageObject {
  width: number;
  height: number;
  filter: string;
  colorSpace: string;
  data: Uint8Array;
}

/** The image XObjects of a PDF as pdfkit writes them (dictionary, then the stream of /Length bytes). */
function imageObjects(pdf: Uint8Array): PdfImageObject[] {
  const text = latin1(pdf);
  const images: PdfImageObject[] = [];
  for (const match of text.matchAll(/<<\n\/Type \/XObject\n\/Subtype \/Image\n([\s\S]*?)>>\nstream\n/g)) {
    const dictionary = match[1] ?? '';
    const number = (name: string) => Number(new RegExp(`/${name} (\\d+)`).exec(dictionary)?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    images.push({
      width: number('Width'),
      height: number('Height'),
      filter: /\/Filter \/(\w+)/.exec(dictionary)?.[1] ?? '',
      colorSpace: /\/ColorSpace \/(\w+)/.exec(dictionary)?.[1] ?? '',
      data: pdf.slice(start, start + number('Length')),
    });
  }
  return images;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
}

/** RGB of one pixel of a FlateDecode image whose rows are PNG-filtered (None or Sub, as Kar writes them). */
function pixelOf(rows: Uint8Array, image: PdfImageObject, x: number, y: number): number[] {
  const stride = image.width * 3 + 1;
  const row = rows.subarray(y * stride, (y + 1) * stride);
  const filter = row[0];
  expect([0, 1]).toContain(filter);
  const pixel = [0, 0, 0];
  for (let column = 0; column <= x; column++) {
    for (let channel = 0; channel < 3; channel++) {
      const raw = row[1 + column * 3 + channel] ?? 0;
      pixel[channel] = filter === 1 ? ((pixel[channel] ?? 0) + raw) & 0xff : raw;
    }
  }
  return pixel;
}

describe('CV PDF with a photo, through the route in workerd', { timeout: 30_000 }, () => {
  it.each(photoFixtures)('draws a $description photo ($file)', async (fixture) => {
    const token = await signedUpSeeker(`photo-${fixture.file.replace(/\W/g, '-')}@workerd.example`);
    const bytes = photoBytes(fixture);
    const form = new FormData();
    for (const [name, value] of Object.entries({ full_name: 'Dilan Aziz', email: 'dilan@example.com', phone_num: '07501112233', location: 'Duhok' }))
      form.append(name, value);
    form.append('file_path', new File([bytes], fixture.file, { type: fixture.mime }));
    const created = await callWorker('/account/cvs/personal-info', { form, token });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { cv: { id: number } } }).data.cv.id;

    const response = await callWorker(`/account/cvs/${id}/to-pdf`, { json: {}, token });
    expect(response.status).toBe(200);
    const images = imageObjects(new Uint8Array(await response.arrayBuffer()));
    expect(images).toHaveLength(1);
    const [image] = images as [PdfImageObject];
    expect([image.width, image.height]).toEqual([40, 30]);
    if (fixture.mime === 'image/jpeg') {
      // A JPEG is embedded as it was uploaded.
      expect(image.filter).toBe('DCTDecode');
      expect(image.data).toEqual(bytes);
      return;
    }
    expect([image.filter, image.colorSpace]).toEqual(['FlateDecode', 'DeviceRGB']);
    const rows = await inflate(image.data);
    expect(rows.length).toBe((40 * 3 + 1) * 30);
    // The transparent top-left corner lies on white; the left half is red, the right half blue (grey in grey images).
    const near = (actual: number[], expected: readonly number[]) =>
      expect(
        actual.every((value, channel) => Math.abs(value - (expected[channel] ?? 0)) <= fixture.tolerance),
        `${actual} ≈ ${expected}`,
      ).toBe(true);
    near(pixelOf(rows, image, 2, 2), [255, 255, 255]);
    near(pixelOf(rows, image, 12, 20), fixture.left);
    near(pixelOf(rows, image, 32, 20), fixture.right);
  });
});
