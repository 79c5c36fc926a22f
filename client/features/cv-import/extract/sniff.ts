import { unzipSync } from 'fflate';

/**
 * What a file is, from its bytes (never its name): a PDF, a Word document (DOCX), the old binary Word format (DOC,
 * an OLE2 compound file), a DOCX protected by a password (Office stores it encrypted inside an OLE2 file, as an
 * `EncryptedPackage` stream), or something else. The server checks uploads the same way
 * (worker/platform/file-type.ts); this copy reads in the browser, where the worker's platform code is not imported.
 */
export type SniffedFormat = 'pdf' | 'docx' | 'doc' | 'encrypted-docx' | 'other';

/** The server's upload limit for a CV (docs/product.md#cv-uploads-and-attachments). */
export const maxCvFileBytes = 10 * 1024 * 1024;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const pdfMarker = ascii('%PDF-');
const zipMarker = [0x50, 0x4b, 0x03, 0x04];
const oleMarker = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, marker: readonly number[], offset = 0) => marker.every((byte, index) => bytes[offset + index] === byte);

/** Readers accept "%PDF-" anywhere in the first 1,024 bytes (Acrobat's rule); so do the server and pdf.js. */
function isPdf(bytes: Uint8Array): boolean {
  const last = Math.min(bytes.length, 1024) - pdfMarker.length;
  for (let offset = 0; offset <= last; offset += 1) if (startsWith(bytes, pdfMarker, offset)) return true;
  return false;
}

/** A zip whose central directory names word/document.xml (read without inflating anything). */
function isDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, zipMarker)) return false;
  let found = false;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (file.name === 'word/document.xml') found = true;
        return false;
      },
    });
  } catch {
    return false;
  }
  return found;
}

/** The stream name as an OLE2 directory entry writes it (UTF-16LE). */
const encryptedPackage = Array.from('EncryptedPackage').flatMap((char) => [char.charCodeAt(0), 0]);

function hasEncryptedPackage(bytes: Uint8Array): boolean {
  const first = encryptedPackage[0];
  for (let offset = bytes.indexOf(first ?? 0); offset !== -1; offset = bytes.indexOf(first ?? 0, offset + 1)) {
    if (startsWith(bytes, encryptedPackage, offset)) return true;
  }
  return false;
}

export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (isPdf(bytes)) return 'pdf';
  if (startsWith(bytes, oleMarker)) return hasEncryptedPackage(bytes) ? 'encrypted-docx' : 'doc';
  if (isDocx(bytes)) return 'docx';
  return 'other';
}
