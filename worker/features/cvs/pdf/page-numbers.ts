/**
 * "2 / 3" at the foot of every page of a CV longer than one page, added to the finished PDF.
 *
 * react-pdf can print page numbers only through a `render` prop, and a page holding such a node is laid out again
 * for every page number it learns: for a two-page CV that doubled the layout work and cost about a third of each
 * render (docs/decisions/0009-cv-pdf-speed.md). The numbers are therefore written afterwards as an incremental
 * update (PDF 1.7, 7.5.6): each page gets a second content stream that draws its number in Helvetica, one of the
 * fonts every PDF reader has, so nothing is embedded. The file react-pdf (pdfkit) wrote is kept byte for byte in
 * front of the update. A file whose structure is not pdfkit's is returned as it is, without numbers.
 */

import { appendUpdate, numberOf, objectBody, readPdf } from './pdf-update';

export interface PageNumberStyle {
  /** Font size in points. */
  size: number;
  /** Fill colour, 0…1 per channel. */
  rgb: readonly [number, number, number];
  /** Distance of the text's baseline from the bottom edge of the page, in points. */
  baseline: number;
  /** Distance from the page's edge on the side the number stands. */
  inset: number;
  /** Where the number stands: the end of the line (right in English, left in Sorani and Arabic). */
  side: 'left' | 'right';
}

/** Helvetica's advance widths (in 1/1000 em) of the characters a page number uses. */
const helveticaWidths: Record<string, number> = {
  ' ': 278,
  '/': 278,
  '0': 556,
  '1': 556,
  '2': 556,
  '3': 556,
  '4': 556,
  '5': 556,
  '6': 556,
  '7': 556,
  '8': 556,
  '9': 556,
};

const format = (value: number) => String(Math.round(value * 1000) / 1000);

/** The PDF with page numbers on every page when it has more than one; otherwise the PDF as it is. */
export function addPageNumbers(bytes: Uint8Array, style: PageNumberStyle): Uint8Array {
  const file = readPdf(bytes);
  if (!file) return bytes;
  const pdf = file.text;
  const catalog = objectBody(pdf, file.root);
  const pagesId = catalog === null ? null : numberOf(/\/Pages (\d+) 0 R/, catalog);
  const pages = pagesId === null ? null : objectBody(pdf, pagesId);
  const kids = pages === null ? [] : [...(/\/Kids \[([^\]]*)\]/.exec(pages)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
  if (kids.length < 2) return bytes;

  let next = file.size;
  const objects: Array<[number, string]> = [];
  const fontId = next++;
  objects.push([fontId, '<<\n/Type /Font\n/Subtype /Type1\n/BaseFont /Helvetica\n/Encoding /WinAnsiEncoding\n>>']);
  // The page's own content leaves its coordinate system flipped (pdfkit draws from the top): a "q" before it and
  // a "Q" before the number give the number the page's default coordinates.
  const saveId = next++;
  objects.push([saveId, '<<\n/Length 1\n>>\nstream\nq\nendstream']);
  for (const [index, pageId] of kids.entries()) {
    const page = objectBody(pdf, pageId) ?? '';
    const contents = /\/Contents (\d+) 0 R/.exec(page);
    const resourcesId = numberOf(/\/Resources (\d+) 0 R/, page);
    const resources = resourcesId === null ? null : objectBody(pdf, resourcesId);
    if (!contents || !resources?.includes('/Font <<')) return bytes;
    const text = `${index + 1} / ${kids.length}`;
    const width = ([...text].reduce((sum, character) => sum + (helveticaWidths[character] ?? 556), 0) * style.size) / 1000;
    const mediaWidth = Number(/\/MediaBox \[\S+ \S+ (\S+) \S+\]/.exec(page)?.[1] ?? 595.28);
    const x = style.side === 'right' ? mediaWidth - style.inset - width : style.inset;
    const [red, green, blue] = style.rgb.map(format);
    const stream = `Q q ${red} ${green} ${blue} rg BT /KarPageNumber ${format(style.size)} Tf ${format(x)} ${format(style.baseline)} Td (${text}) Tj ET Q`;
    const streamId = next++;
    const newResourcesId = next++;
    objects.push([streamId, `<<\n/Length ${stream.length}\n>>\nstream\n${stream}\nendstream`]);
    objects.push([newResourcesId, resources.replace('/Font <<', `/Font <<\n/KarPageNumber ${fontId} 0 R`)]);
    objects.push([
      pageId,
      page
        .replace(contents[0], `/Contents [${saveId} 0 R ${contents[1]} 0 R ${streamId} 0 R]`)
        .replace(`/Resources ${resourcesId} 0 R`, `/Resources ${newResourcesId} 0 R`),
    ]);
  }

  // The update: the new and changed objects, their cross-reference section, and a trailer pointing back.
  return appendUpdate(file, objects, next);
}
