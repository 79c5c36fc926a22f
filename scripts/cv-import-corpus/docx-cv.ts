/**
 * A laid-out CV (plain-cv.ts) as a Word file through the docx package: paragraphs in one column, a two-cell table
 * for two columns (the way Word CVs make a side column), dates in a cell of their own ('dates-table' entries), and
 * text typed in an Ali-K font (Arabic code points from `toAliK`, the run's font named Ali_K_…) when asked.
 */
import { toAliK } from '../../client/features/cv-import/parse/ali-k.ts';
import type { CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import type { Block, LaidOutCv } from './plain-cv.ts';
import type { DocxModule } from './tools.ts';

export interface DocxOptions {
  language: CvLocale;
  /** The CV's font (an Ali-K font name makes its Arabic-script runs Ali-K typing). */
  font: string;
  aliK?: boolean;
  /** Headings as Word's Heading 2 style, or as bold text. */
  headingStyle?: boolean;
  title: string;
}

/** Latin words (e-mails, "Excel", "CCNA") are typed in a Latin font even in an Ali-K CV. */
const latinRun = /[A-Za-z][A-Za-z0-9._%+@/&:#()-]*(?:\s+[A-Za-z0-9][A-Za-z0-9._%+@/&:#()-]*)*/gu;

export function docxCv(docx: DocxModule, laidOut: LaidOutCv, options: DocxOptions): Promise<Uint8Array> {
  const rtl = options.language !== 'en';
  const runs = (text: string, style: { bold?: boolean; size?: number } = {}): unknown[] => {
    const make = (part: string, latin: boolean) =>
      new docx.TextRun({
        text: options.aliK && !latin ? toAliK(part) : part,
        font: latin && options.aliK ? 'Times New Roman' : options.font,
        rightToLeft: rtl && !latin,
        size: style.size ?? 22,
        ...(style.bold ? { bold: true } : {}),
      });
    if (!options.aliK) return [make(text, false)];
    const out: unknown[] = [];
    let at = 0;
    for (const match of text.matchAll(latinRun)) {
      if (match.index > at) out.push(make(text.slice(at, match.index), false));
      out.push(make(match[0], true));
      at = match.index + match[0].length;
    }
    if (at < text.length) out.push(make(text.slice(at), false));
    return out;
  };
  const paragraph = (children: unknown[], extra: { bullet?: boolean; heading?: boolean; after?: number } = {}) =>
    new docx.Paragraph({
      children,
      bidirectional: rtl,
      spacing: { after: extra.after ?? 60 },
      ...(extra.bullet ? { bullet: { level: 0 } } : {}),
      ...(extra.heading && options.headingStyle ? { heading: 'Heading2' } : {}),
    });

  const entryContent = (block: Extract<Block, { kind: 'entry' }>) => [
    ...block.lines.map((line) =>
      paragraph(
        line.aside
          ? [...runs(line.text, { bold: line.bold }), new docx.TextRun({ children: [new docx.Tab()], size: 22 }), ...runs(line.aside)]
          : runs(line.text, { bold: line.bold }),
      ),
    ),
    ...block.bullets.map((bullet) => paragraph(runs(bullet), { bullet: true })),
  ];

  const blockParagraphs = (block: Block): unknown[] => {
    switch (block.kind) {
      case 'name':
        return [paragraph(runs(block.text, { bold: true, size: 40 }), { after: 40 })];
      case 'subtitle':
        return [paragraph(runs(block.text, { size: 26 }), { after: 120 })];
      case 'heading':
        return [paragraph(runs(block.text, { bold: true, size: 28 }), { heading: true, after: 80 })];
      case 'entry':
        if (block.dates) {
          // Dates in a narrow cell beside the entry, as Word CV templates lay them out.
          const cells = [
            new docx.TableCell({ children: [paragraph(runs(block.dates))], width: { size: 25, type: 'pct' } }),
            new docx.TableCell({ children: entryContent(block), width: { size: 75, type: 'pct' } }),
          ];
          return [new docx.Table({ rows: [new docx.TableRow({ children: cells })], width: { size: 100, type: 'pct' }, visuallyRightToLeft: rtl })];
        }
        return [...entryContent(block), paragraph([])];
      default:
        return [paragraph(runs(block.text))];
    }
  };

  const main = laidOut.main.flatMap(blockParagraphs);
  const children = laidOut.side.length
    ? [
        new docx.Table({
          width: { size: 100, type: 'pct' },
          visuallyRightToLeft: rtl,
          rows: [
            new docx.TableRow({
              children: [
                new docx.TableCell({ children: laidOut.side.flatMap(blockParagraphs), width: { size: 32, type: 'pct' } }),
                new docx.TableCell({ children: main, width: { size: 68, type: 'pct' } }),
              ],
            }),
          ],
        }),
      ]
    : main;
  const document = new docx.Document({ creator: 'Kar corpus', title: options.title, sections: [{ children }] });
  return docx.Packer.toBuffer(document);
}
