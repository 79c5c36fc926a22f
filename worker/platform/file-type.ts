import { AppError } from '../http/errors';

/**
 * Upload checks: the type comes from the content (magic bytes), and the file name's extension must agree with it,
 * so a script or an HTML page cannot be stored under a harmless name. Sizes are the product's
 * (docs/product.md#cv-uploads-and-attachments).
 */

export type DetectedType = 'pdf' | 'docx' | 'doc' | 'jpeg' | 'png' | 'gif' | 'webp';

export interface UploadRule {
  allowed: readonly DetectedType[];
  maxBytes: number;
  /**
   * The product words the CV limit differently (docs/product.md#cv-uploads-and-attachments) from the default
   * 'Attachment size is too big, select another one'.
   */
  tooLargeMessage?: string;
}

export interface CheckedUpload {
  type: DetectedType;
  mime: string;
  /** The canonical extension for the type (jpg for JPEG), for storage keys and download names. */
  extension: string;
  // Backed by a plain ArrayBuffer, so it can go straight into a Blob, a File or a fetch body.
  bytes: Uint8Array<ArrayBuffer>;
}

const fileTypes: Record<DetectedType, { mime: string; extensions: readonly [string, ...string[]] }> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', extensions: ['png'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
};

const megabytes = (count: number) => count * 1024 * 1024;

export const cvFileRule = {
  allowed: ['pdf', 'doc', 'docx'],
  maxBytes: megabytes(10),
  tooLargeMessage: 'Attachment size is too big, select another one under 10MB',
} as const satisfies UploadRule;
export const logoRule = { allowed: ['jpeg', 'png', 'gif'], maxBytes: 2_000_000 } as const satisfies UploadRule;
export const attachmentRule = { allowed: ['jpeg', 'png', 'gif', 'pdf'], maxBytes: megabytes(10) } as const satisfies UploadRule;
/** A company's documents (a registration certificate, a licence): PDF or a scan. */
export const companyDocumentRule = { allowed: ['pdf', 'jpeg', 'png'], maxBytes: megabytes(10) } as const satisfies UploadRule;
export const photoRule = { allowed: ['jpeg', 'png', 'webp'], maxBytes: 2_000_000 } as const satisfies UploadRule;

export function mimeOf(type: DetectedType): string {
  return fileTypes[type].mime;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const pdfMarker = ascii('%PDF-');

/** Readers accept a PDF header anywhere in the first 1024 bytes (Acrobat's rule), so we do as well. */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const last = Math.min(bytes.length, 1024) - pdfMarker.length;
  for (let offset = 0; offset <= last; offset += 1) {
    if (startsWith(bytes, pdfMarker, offset)) return true;
  }
  return false;
}

const u16 = (bytes: Uint8Array, offset: number) => (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, offset: number) => u16(bytes, offset) + u16(bytes, offset + 2) * 0x10000;

/**
 * The names in a ZIP's central directory, or null when it is not a readable ZIP. The central directory (not the
 * local headers) is what Word reads, and a name at the start of the file proves nothing about the rest.
 */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const endRecordSize = 22;
  const earliest = Math.max(0, bytes.length - endRecordSize - 0xffff);
  for (let end = bytes.length - endRecordSize; end >= earliest; end -= 1) {
    if (!startsWith(bytes, [0x50, 0x4b, 0x05, 0x06], end)) continue;
    // A signature inside the archive comment does not end the file at the right place: keep looking.
    if (end + endRecordSize + u16(bytes, end + 20) !== bytes.length) continue;
    const entries = u16(bytes, end + 10);
    const directorySize = u32(bytes, end + 12);
    const directoryOffset = u32(bytes, end + 16);
    if (directoryOffset + directorySize > end) return null;
    const names: string[] = [];
    const decoder = new TextDecoder();
    let offset = directoryOffset;
    for (let index = 0; index < entries; index += 1) {
      if (offset + 46 > end || !startsWith(bytes, [0x50, 0x4b, 0x01, 0x02], offset)) return null;
      const nameLength = u16(bytes, offset + 28);
      const nextOffset = offset + 46 + nameLength + u16(bytes, offset + 30) + u16(bytes, offset + 32);
      if (nextOffset > end) return null;
      names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
      offset = nextOffset;
    }
    return names;
  }
  return null;
}

function isDocx(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  return names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

/** The type of a file from its first bytes (and, for DOCX, its ZIP directory); null when it is none we accept. */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, pngSignature)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, oleSignature)) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return isDocx(bytes) ? 'docx' : null;
  if (hasPdfHeader(bytes)) return 'pdf';
  return null;
}

function extensionOf(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : null;
}

/**
 * Checks an uploaded file against a rule and returns its bytes with the type found in them. The size is checked
 * before reading, so an oversized upload is refused without buffering it.
 */
export async function checkUpload(file: File, rule: UploadRule): Promise<CheckedUpload> {
  const tooLarge = () => new AppError('payload_too_large', rule.tooLargeMessage ? { message: rule.tooLargeMessage } : {});
  if (file.size > rule.maxBytes) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > rule.maxBytes) throw tooLarge();
  const type = detectFileType(bytes);
  if (type === null || !rule.allowed.includes(type)) throw new AppError('unsupported_file_type');
  const extension = extensionOf(file.name);
  const { mime, extensions } = fileTypes[type];
  if (extension === null || !extensions.includes(extension)) throw new AppError('unsupported_file_type');
  return { type, mime, extension: extensions[0], bytes };
}
