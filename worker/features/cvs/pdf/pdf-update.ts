/**
 * Reading the file structure pdfkit writes, and appending an incremental update to it (PDF 1.7, 7.5.6): new and
 * changed objects after the last `%%EOF`, their cross-reference section and a trailer pointing back to the previous
 * one. The bytes before the update are kept as they are. Used by ./page-numbers.ts and ./embedded-file.ts.
 *
 * The file is read as a string of one character per byte: pdfkit writes a classic cross-reference table and each
 * object as `\nN 0 obj\n…\nendobj`, which is all this needs; anything else is "not pdfkit's structure" (null).
 */

/**
 * Bytes as a string of the same length, one character per byte (U+0000…U+00FF), and back. (TextDecoder's
 * 'latin1' is windows-1252, which maps 0x80…0x9F elsewhere, and is slower; spreading the bytes into the call
 * instead of `apply` is eight times slower still.)
 */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let offset = 0; offset < bytes.length; offset += 0x2000) {
    text += String.fromCharCode.apply(null, bytes.subarray(offset, offset + 0x2000) as unknown as number[]);
  }
  return text;
}
export function encodeLatin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The text between `N 0 obj` and `endobj` of object N (its last definition in the file). */
export function objectBody(pdf: string, id: number): string | null {
  const start = pdf.lastIndexOf(`\n${id} 0 obj\n`);
  if (start < 0) return null;
  const bodyStart = start + `\n${id} 0 obj\n`.length;
  const end = pdf.indexOf('\nendobj', bodyStart);
  return end < 0 ? null : pdf.slice(bodyStart, end);
}

export const numberOf = (pattern: RegExp, text: string) => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : null;
};

/** What an update needs of the file it follows. */
export interface PdfFile {
  bytes: Uint8Array;
  /** The bytes as one character per byte (./latin1). */
  text: string;
  /** The last trailer, from `trailer` to the end. */
  trailer: string;
  /** The catalog's object number. */
  root: number;
  /** The trailer's /Size: the first object number an update may give a new object. */
  size: number;
  /** Where the last cross-reference section starts. */
  previousXref: number;
}

/** The file's last trailer and catalog, or null when its structure is not pdfkit's. */
export function readPdf(bytes: Uint8Array): PdfFile | null {
  const text = latin1(bytes);
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const root = numberOf(/\/Root (\d+) 0 R/, trailer);
  const size = numberOf(/\/Size (\d+)/, trailer);
  const previousXref = numberOf(/startxref\s+(\d+)/, trailer);
  if (root === null || size === null || previousXref === null) return null;
  return { bytes, text, trailer, root, size, previousXref };
}

/** An object's body: text (one character per byte), or parts of text and bytes (a stream's data). */
export type ObjectBody = string | ReadonlyArray<string | Uint8Array>;

/**
 * The file with an update of these objects (new ones numbered from `file.size` up to `size - 1`, changed ones under
 * their own number) appended.
 */
export function appendUpdate(file: PdfFile, objects: ReadonlyArray<readonly [number, ObjectBody]>, size: number): Uint8Array {
  const parts: Array<string | Uint8Array> = ['\n'];
  let offset = file.bytes.length + 1;
  const entries: Array<[number, number]> = [];
  for (const [id, body] of objects) {
    entries.push([id, offset]);
    for (const part of [`${id} 0 obj\n`, ...(typeof body === 'string' ? [body] : body), '\nendobj\n']) {
      parts.push(part);
      offset += part.length;
    }
  }
  entries.sort((a, b) => a[0] - b[0]);
  let xref = 'xref\n';
  for (const [id, at] of entries) xref += `${id} 1\n${String(at).padStart(10, '0')} 00000 n \n`;
  const oldTrailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(file.trailer)?.[1] ?? '';
  const kept = oldTrailer
    .replace(/\/Size \d+/, `/Size ${size}`)
    .replace(/\/Prev \d+\n?/, '')
    .trimEnd();
  parts.push(`${xref}trailer\n<<${kept}\n/Prev ${file.previousXref}\n>>\nstartxref\n${offset}\n%%EOF\n`);

  const out = new Uint8Array(offset + (parts.at(-1)?.length ?? 0));
  out.set(file.bytes);
  let at = file.bytes.length;
  // Consecutive texts are encoded together (one call for the page numbers' whole update, as before).
  let pending = '';
  const flush = () => {
    out.set(encodeLatin1(pending), at);
    at += pending.length;
    pending = '';
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      pending += part;
      continue;
    }
    flush();
    out.set(part, at);
    at += part.length;
  }
  flush();
  return out;
}
