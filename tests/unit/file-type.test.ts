import { describe, expect, it } from 'vitest';
import { AppError } from '../../worker/http/errors';
import {
  attachmentRule,
  checkUpload,
  cvFileRule,
  detectFileType,
  type DetectedType,
  logoRule,
  photoRule,
  type UploadRule,
} from '../../worker/platform/file-type';
import { concat, contentTypes, docxEntries, text, zip } from '../support/zip';

// ---------------------------------------------------------------------------------------------------------------
// Fixtures, built here so that each one's bytes are visible and small.

const base64 = (value: string) => new Uint8Array(Buffer.from(value, 'base64'));

/** A one-page PDF with a correct cross-reference table. */
function minimalPdf(): Uint8Array<ArrayBuffer> {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return text(body);
}

const fixtures = {
  pdf: minimalPdf(),
  docx: zip(docxEntries),
  // The compound-file header, then the rest of a 512-byte header sector.
  doc: concat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504)),
  png: base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  gif: base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  jpeg: base64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  webp: base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
} satisfies Record<DetectedType, Uint8Array>;

const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);
const padded = (bytes: Uint8Array, size: number) => concat(bytes, new Uint8Array(size - bytes.length));

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

// ---------------------------------------------------------------------------------------------------------------

describe('detectFileType', () => {
  it.each(Object.entries(fixtures))('recognises %s', (type, bytes) => {
    expect(detectFileType(bytes)).toBe(type);
  });

  it('finds a PDF header anywhere in the first 1024 bytes, and not after', () => {
    const junk = (length: number) => new Uint8Array(length).fill(0x20);
    expect(detectFileType(concat(junk(100), fixtures.pdf))).toBe('pdf');
    expect(detectFileType(concat(junk(1019), text('%PDF-1.7')))).toBe('pdf');
    expect(detectFileType(concat(junk(1020), text('%PDF-1.7')))).toBeNull();
  });

  it('reads the ZIP central directory, not only the first local header', () => {
    expect(detectFileType(zip([['mimetype', 'x'], ...docxEntries]))).toBe('docx');
    // An archive comment holding a fake end-of-directory signature does not confuse it.
    expect(detectFileType(zip(docxEntries, { comment: 'PK\u0005\u0006 comment' }))).toBe('docx');
    // The local headers say word/, the central directory (what Word reads) does not.
    expect(detectFileType(zip(docxEntries, { centralNames: ['[Content_Types].xml', '_rels/.rels', 'other/document.xml'] }))).toBeNull();
  });

  it('does not call other ZIPs DOCX', () => {
    expect(detectFileType(zip([['word/document.xml', '<w:document/>']]))).toBeNull();
    expect(
      detectFileType(
        zip([
          ['[Content_Types].xml', contentTypes],
          ['xl/workbook.xml', '<workbook/>'],
        ]),
      ),
    ).toBeNull();
    expect(detectFileType(zip([]))).toBeNull();
    // Cut short: the end-of-directory record is gone.
    expect(detectFileType(fixtures.docx.subarray(0, fixtures.docx.length - 10))).toBeNull();
    // Corrupt: the directory offset points past the record.
    const corrupt = fixtures.docx.slice();
    corrupt[corrupt.length - 5] = 0x7f;
    expect(detectFileType(corrupt)).toBeNull();
  });

  it.each([
    ['empty', new Uint8Array(0)],
    ['HTML', text('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
    ['PHP', text('<?php system($_GET["c"]); ?>')],
    ['shell script', text('#!/bin/sh\nrm -rf /\n')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['plain text', text('Curriculum vitae')],
    ['a truncated PNG signature', fixtures.png.subarray(0, 4)],
    ['a truncated OLE signature', fixtures.doc.subarray(0, 7)],
    ['RIFF that is not WebP', concat(text('RIFF'), new Uint8Array(4), text('WAVEfmt '))],
    ['GIF with an unknown version', text('GIF90a')],
  ])('finds no type in %s', (_name, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});

describe('checkUpload', () => {
  it.each([
    ['cv.pdf', fixtures.pdf, cvFileRule, 'pdf', 'application/pdf', 'pdf'],
    ['CV.PDF', fixtures.pdf, cvFileRule, 'pdf', 'application/pdf', 'pdf'],
    ['my.cv.docx', fixtures.docx, cvFileRule, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['old.DOC', fixtures.doc, cvFileRule, 'doc', 'application/msword', 'doc'],
    ['logo.png', fixtures.png, logoRule, 'png', 'image/png', 'png'],
    ['logo.GIF', fixtures.gif, logoRule, 'gif', 'image/gif', 'gif'],
    ['logo.jpg', fixtures.jpeg, logoRule, 'jpeg', 'image/jpeg', 'jpg'],
    ['logo.jpeg', fixtures.jpeg, logoRule, 'jpeg', 'image/jpeg', 'jpg'],
    ['Photo.JPEG', fixtures.jpeg, photoRule, 'jpeg', 'image/jpeg', 'jpg'],
    ['photo.webp', fixtures.webp, photoRule, 'webp', 'image/webp', 'webp'],
    ['certificate.pdf', fixtures.pdf, attachmentRule, 'pdf', 'application/pdf', 'pdf'],
    ['scan.Jpg', fixtures.jpeg, attachmentRule, 'jpeg', 'image/jpeg', 'jpg'],
    ['شهادة.pdf', fixtures.pdf, attachmentRule, 'pdf', 'application/pdf', 'pdf'],
  ] as const)('accepts %s', async (name, bytes, rule, type, mime, extension) => {
    const checked = await checkUpload(file(bytes, name), rule);
    expect(checked).toMatchObject({ type, mime, extension });
    expect([...checked.bytes]).toEqual([...bytes]);
  });

  it.each([
    ['HTML named .pdf', text('<html><script>alert(1)</script></html>'), 'cv.pdf', cvFileRule],
    ['PHP named .png', text('<?php echo 1; ?>'), 'logo.png', logoRule],
    ['a shell script named .png', text('#!/bin/sh\necho hi\n'), 'photo.png', photoRule],
    [
      'a ZIP without word/ named .docx',
      zip([
        ['[Content_Types].xml', contentTypes],
        ['xl/workbook.xml', '<workbook/>'],
      ]),
      'cv.docx',
      cvFileRule,
    ],
    ['an empty file', new Uint8Array(0), 'cv.pdf', cvFileRule],
    ['a PNG named .pdf', fixtures.png, 'cv.pdf', attachmentRule],
    ['a PDF named .png', fixtures.pdf, 'scan.png', attachmentRule],
    ['a JPEG named .png', fixtures.jpeg, 'logo.png', logoRule],
    ['a DOCX named .doc', fixtures.docx, 'cv.doc', cvFileRule],
    ['a PDF named .pdf.html', fixtures.pdf, 'cv.pdf.html', cvFileRule],
    ['a PDF without an extension', fixtures.pdf, 'cv', cvFileRule],
    ['a PDF named only ".pdf"', fixtures.pdf, '.pdf', cvFileRule],
    ['a PDF named "cv."', fixtures.pdf, 'cv.', cvFileRule],
    ['a WebP logo (logos are JPG, PNG or GIF)', fixtures.webp, 'logo.webp', logoRule],
    ['a GIF photo', fixtures.gif, 'photo.gif', photoRule],
    ['a PNG CV', fixtures.png, 'cv.png', cvFileRule],
    ['a DOCX attachment', fixtures.docx, 'letter.docx', attachmentRule],
  ] as const)('refuses %s with 415', async (_case, bytes, name, rule) => {
    const error = await rejection(checkUpload(file(bytes, name), rule));
    expect(error.code).toBe('unsupported_file_type');
    expect(error.status).toBe(415);
  });

  it.each([
    ['logo', logoRule, fixtures.png, 'logo.png', 2_000_000],
    ['photo', photoRule, fixtures.jpeg, 'photo.jpg', 2_000_000],
    ['CV', cvFileRule, fixtures.pdf, 'cv.pdf', 10 * 1024 * 1024],
    ['attachment', attachmentRule, fixtures.gif, 'scan.gif', 10 * 1024 * 1024],
  ] as const)('accepts a %s of exactly the limit and refuses one byte more with 413', async (_name, rule, bytes, name, limit) => {
    expect(rule.maxBytes).toBe(limit);
    await expect(checkUpload(file(padded(bytes, limit), name), rule)).resolves.toMatchObject({ bytes: { length: limit } });
    const error = await rejection(checkUpload(file(padded(bytes, limit + 1), name), rule));
    expect(error.code).toBe('payload_too_large');
    expect(error.status).toBe(413);
  });

  it("uses the product's exact words for an oversized CV and the default ones otherwise", async () => {
    const cv = await rejection(checkUpload(file(padded(fixtures.pdf, cvFileRule.maxBytes + 1), 'cv.pdf'), cvFileRule));
    expect(cv.message).toBe('Attachment size is too big, select another one under 10MB');
    const logo = await rejection(checkUpload(file(padded(fixtures.png, logoRule.maxBytes + 1), 'logo.png'), logoRule));
    expect(logo.message).toBe('Attachment size is too big, select another one');
  });

  it('checks the size before reading the file', async () => {
    let read = false;
    class WatchedFile extends File {
      override arrayBuffer(): Promise<ArrayBuffer> {
        read = true;
        return super.arrayBuffer();
      }
    }
    const oversized = new WatchedFile([padded(fixtures.png, 2_000_001)], 'logo.png');
    expect((await rejection(checkUpload(oversized, logoRule))).code).toBe('payload_too_large');
    expect(read).toBe(false);
  });

  it('an oversized file that is also of the wrong type is refused for its size', async () => {
    const rule: UploadRule = { allowed: ['pdf'], maxBytes: 10 };
    expect((await rejection(checkUpload(file(text('<html>not a pdf</html>'), 'x.pdf'), rule))).code).toBe('payload_too_large');
  });

  it('has the rule constants of docs/product.md#cv-uploads-and-attachments', () => {
    expect(cvFileRule).toMatchObject({ allowed: ['pdf', 'doc', 'docx'], maxBytes: 10_485_760 });
    expect(logoRule).toEqual({ allowed: ['jpeg', 'png', 'gif'], maxBytes: 2_000_000 });
    expect(attachmentRule).toEqual({ allowed: ['jpeg', 'png', 'gif', 'pdf'], maxBytes: 10_485_760 });
    expect(photoRule).toEqual({ allowed: ['jpeg', 'png', 'webp'], maxBytes: 2_000_000 });
  });
});
