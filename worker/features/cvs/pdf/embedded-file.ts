/**
 * A file attached to a finished PDF (an "embedded file", PDF 1.7, 7.11.4): Kar's CV PDFs carry the CV's data as
 * `kar-cv.json` (../cv-embed.schemas.ts), which an import reads back whole (pdf.js `getAttachments()`, poppler's
 * `pdfdetach`).
 *
 * react-pdf gives no access to pdfkit's document before it ends it (pdfkit's own `file()` would need a patch to
 * react-pdf's renderer), so, as for the page numbers, the file is added afterwards as an incremental update
 * (./pdf-update.ts): the embedded file stream (deflated), its file specification, the catalog's name dictionary with
 * an `EmbeddedFiles` name tree, and the catalog with `/AF` (the file is the document's associated file, its
 * relationship `Data`) and `/Version /1.7` (the keys are 1.7's; pdfkit writes a 1.3 header). Nothing is drawn: the
 * pages and what a reader shows stay as they were. A file whose structure is not pdfkit's, or that already has
 * embedded files, is returned as it is.
 */
import { appendUpdate, numberOf, objectBody, readPdf } from './pdf-update';

export interface EmbeddedFile {
  /** The file's name, as readers list it. */
  name: string;
  /** Its MIME type (the embedded file stream's `/Subtype`). */
  mime: string;
  /** What the file is, shown by some readers. */
  description: string;
  /** Its content, deflated into the PDF. */
  data: Uint8Array;
}

/** A PDF name: bytes outside `!`…`~` and the delimiters as `#XX` (7.3.5). */
function pdfName(value: string): string {
  return `/${value.replace(/[^!-~]|[#%()/<>[\]{}]/g, (character) => `#${character.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)}`;
}

/** A PDF text string: printable ASCII as a literal string, anything else in UTF-16BE with its byte order mark (7.9.2.2). */
function pdfText(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, (character) => `\\${character}`)})`;
  let hex = 'FEFF';
  for (let index = 0; index < value.length; index++) hex += value.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/**
 * The runtime's own zlib where it has one (Node, and workerd with nodejs_compat, answer process.getBuiltinModule; as
 * in patches/pdfkit+0.20.1.patch): 0.04–0.12 ms for a CV's JSON in Node, where CompressionStream, the fallback, took
 * 0.9–1.8 ms (its streams, not the compression).
 */
const nativeZlib = (globalThis as { process?: { getBuiltinModule?: (name: string) => unknown } }).process?.getBuiltinModule?.('node:zlib') as
  { deflateSync?: (data: Uint8Array) => Uint8Array } | undefined;

/** zlib-wrapped deflate, what FlateDecode reads. */
export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  if (typeof nativeZlib?.deflateSync === 'function') return nativeZlib.deflateSync(data);
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** `dictionary` (a `<< … >>` object body) with `entries` added before its end, or null when it is not one. */
function withEntries(dictionary: string, entries: string): string | null {
  const body = dictionary.trimEnd();
  return body.startsWith('<<') && body.endsWith('>>') ? `${body.slice(0, -2)}${entries}\n>>` : null;
}

/** The PDF with `file` attached. */
export async function addEmbeddedFile(bytes: Uint8Array, file: EmbeddedFile): Promise<Uint8Array> {
  const content = await deflate(file.data);
  const pdf = readPdf(bytes);
  const catalog = pdf && objectBody(pdf.text, pdf.root);
  if (!pdf || catalog === null || /\/(AF|Version)\b/.test(catalog) || /\/Names\s*<</.test(catalog)) return bytes;
  const namesId = numberOf(/\/Names (\d+) 0 R/, catalog);
  const names = namesId === null ? '<<\n>>' : objectBody(pdf.text, namesId);
  if (names === null || names.includes('/EmbeddedFiles')) return bytes;

  let next = pdf.size;
  const streamId = next++;
  const specId = next++;
  const newNamesId = namesId ?? next++;
  const stream = [
    `<<\n/Type /EmbeddedFile\n/Subtype ${pdfName(file.mime)}\n/Params <<\n/Size ${file.data.length}\n>>\n/Filter /FlateDecode\n/Length ${content.length}\n>>\nstream\n`,
    content,
    '\nendstream',
  ];
  const name = pdfText(file.name);
  const spec = `<<\n/Type /Filespec\n/F ${name}\n/UF ${name}\n/Desc ${pdfText(file.description)}\n/AFRelationship /Data\n/EF <<\n/F ${streamId} 0 R\n/UF ${streamId} 0 R\n>>\n>>`;
  const newNames = withEntries(names, `/EmbeddedFiles <<\n/Names [${name} ${specId} 0 R]\n>>`);
  const newCatalog = withEntries(catalog, `${namesId === null ? `/Names ${newNamesId} 0 R\n` : ''}/AF [${specId} 0 R]\n/Version /1.7`);
  if (newNames === null || newCatalog === null) return bytes;
  return appendUpdate(
    pdf,
    [
      [streamId, stream],
      [specId, spec],
      [newNamesId, newNames],
      [pdf.root, newCatalog],
    ],
    next,
  );
}
