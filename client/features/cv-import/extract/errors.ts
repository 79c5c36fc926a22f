/**
 * Why a CV file could not be read, as one code the import's screen turns into a message in the reader's language
 * (docs/product.md#cv-import: "errors that help"). Nothing else leaves the reader: an unexpected failure is
 * `unreadable`, with the original error as its `cause` for the client's error report. `password` is either format's:
 * a PDF pdf.js cannot open without one, or a Word file Office encrypted with one (sniff.ts); its message names neither.
 */
export type CvFileErrorCode = 'empty' | 'too_large' | 'not_pdf_or_docx' | 'doc_format' | 'password' | 'scanned' | 'unreadable';

export class CvFileError extends Error {
  readonly code: CvFileErrorCode;

  constructor(code: CvFileErrorCode, options?: { cause?: unknown }) {
    super(`CV file: ${code}`, options);
    this.name = 'CvFileError';
    this.code = code;
  }
}

/** The error as a `CvFileError`: itself when it is one, otherwise `unreadable` with it as the cause. */
export const asCvFileError = (error: unknown): CvFileError => (error instanceof CvFileError ? error : new CvFileError('unreadable', { cause: error }));
