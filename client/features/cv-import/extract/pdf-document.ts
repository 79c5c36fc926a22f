import type { PDFDocumentProxy, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { type CvEmbed, cvEmbedFileName, readCvEmbed } from '../../../../worker/features/cvs/cv-embed.schemas';
import { CvFileError } from './errors';
import { operatorGlyphs, pageGlyphItems } from './pdf-glyphs';
import type { PdfFont, PdfPage } from './pdf-lines';
import type { PdfJsModule } from './pdfjs';

/**
 * A PDF opened with pdf.js: Kar's own CV data when the file carries it (docs/product.md#cv-import), otherwise every
 * page's glyphs with their fonts. pdf.js is asked for nothing it would fetch: no standard fonts, cMaps or wasm
 * decoders (text needs none of them; their URLs stay unset), no images decoded (`maxImageSize`), no fonts added to
 * the page (`disableFontFace`).
 */

export type PdfReading = { kind: 'kar'; embed: CvEmbed } | { kind: 'pages'; pages: PdfPage[] };

/** A CV is a few pages; a longer file is read no further than this (a book of 300 pages is not a CV). */
export const maxPdfPages = 12;
/** A page with fewer letters than this has no text layer worth the name (a scan, or text drawn as curves). */
const scannedLetters = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const boldName = /bold|black|heavy|semibold|demi/i;

/**
 * The CV data attached as kar-cv.json, if the file has it and it is Kar's (a version this code reads). pdf.js lists
 * attachments by name (`getAttachments()`), and gives one's bytes on asking (`getAttachmentContent`).
 */
async function karEmbed(document: PDFDocumentProxy): Promise<CvEmbed | null> {
  const attachments = await document.getAttachments().catch(() => null);
  for (const [id, attachment] of attachments ?? []) {
    if (attachment.filename !== cvEmbedFileName && id !== cvEmbedFileName) continue;
    const content = await document.getAttachmentContent(id).catch(() => null);
    const embed = content ? readCvEmbed(content) : null;
    if (embed) return embed;
  }
  return null;
}

/** A text item, not a marked-content marker (pdf.js gives both in one list). */
const isTextItem = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item && Array.isArray(item.transform);

export interface PdfReadOptions {
  /** pdf.js's worker to use (the browser's shared one); by default pdf.js starts its own (in Node, in the same thread). */
  worker?: InstanceType<PdfJsModule['PDFWorker']>;
  /** Called with a function that stops the read (the time limit calls it). */
  onStop?: (stop: () => void) => void;
}

export async function readPdfDocument(bytes: Uint8Array, pdfjs: PdfJsModule, options: PdfReadOptions = {}): Promise<PdfReading> {
  const task = pdfjs.getDocument({
    // pdf.js hands the buffer to its worker (detaching it): a copy keeps the caller's bytes.
    data: bytes.slice(),
    disableFontFace: true,
    fontExtraProperties: true,
    useSystemFonts: false,
    maxImageSize: 1,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    ...(options.worker ? { worker: options.worker } : {}),
  });
  options.onStop?.(() => void task.destroy());
  try {
    let document;
    try {
      document = await task.promise;
    } catch (error) {
      if (isRecord(error) && error.name === 'PasswordException') throw new CvFileError('password', { cause: error });
      throw error;
    }
    const embed = await karEmbed(document);
    if (embed) return { kind: 'kar', embed };

    const pages: PdfPage[] = [];
    let letters = 0;
    for (let number = 1; number <= Math.min(document.numPages, maxPdfPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ disableNormalization: true });
      const items = content.items.filter(isTextItem);
      const pageLetters = items.reduce((sum, item) => sum + item.str.replace(/\s/gu, '').length, 0);
      letters += pageLetters;
      if (pageLetters === 0) continue;
      // The operator list has each glyph's own letters and the fonts' names (extract/pdf-glyphs.ts).
      const ops = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
      const glyphs = operatorGlyphs(ops, { showText: pdfjs.OPS.showText, setFont: pdfjs.OPS.setFont });
      const fonts = new Map<string, PdfFont>();
      for (const id of new Set([...items.map((item) => item.fontName), ...glyphs.map((glyph) => glyph.font ?? '')])) {
        const font: unknown = id && page.commonObjs.has(id) ? page.commonObjs.get(id) : null;
        const name = isRecord(font) && typeof font.name === 'string' ? font.name : null;
        const bold = isRecord(font) && (font.bold === true || font.black === true);
        fonts.set(id, { name, bold: bold || boldName.test(name ?? '') });
      }
      pages.push({ glyphs: pageGlyphItems(items, glyphs), fonts });
      page.cleanup();
    }
    if (letters < scannedLetters) throw new CvFileError('scanned');
    return { kind: 'pages', pages };
  } finally {
    await task.destroy();
  }
}
