import { strFromU8, unzipSync } from 'fflate';
import { convertAliK, convertAliKRun, isAliKFontName } from '../parse/ali-k';
import type { CvLine } from '../parse/imported-cv';
import { normalizeLine } from '../parse/text';
import { aliKFonts } from './ali-k-fonts';
import { type DocxRun, readDocxBody } from './docx-document';
import { readStyles } from './docx-styles';
import { CvFileError } from './errors';
import { parseXml } from './xml';

/**
 * A Word file (DOCX) as the parser's lines, read with fflate and the small readers beside this file rather than
 * mammoth (docs/decisions/0017): mammoth's runs carry only the Latin font (`w:ascii`) and size (`w:sz`) and no
 * style's, while Ali-K is set as the complex-script font (`w:cs`) and Arabic text takes `w:szCs`, often from a style.
 * Each line is one paragraph (or the part of one between line breaks), sized by its largest run and bold when most
 * of it is; Ali-K runs are converted (by their font's name, or by their letters: `aliKFonts`).
 */

/** The parts read, and how large each may be once inflated (a CV's document.xml is well under 1 MB). */
const parts = { document: 'word/document.xml', styles: 'word/styles.xml' };
const maxPartBytes = 32 * 1024 * 1024;

const arabicScript = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** Whether Word draws the run with its complex-script font, size and weight (Arabic script, or marked so). */
const isComplex = (run: DocxRun) => run.properties.complex === true || arabicScript.test(run.text);

/** The font Word draws the run's text in, as the key its Ali-K evidence is gathered under. */
const fontOf = (run: DocxRun): string | null =>
  (isComplex(run) ? (run.properties.cs ?? run.properties.ascii ?? run.properties.hAnsi) : (run.properties.ascii ?? run.properties.hAnsi)) ?? null;

/** A font of the Ali-K family set on the run for any script (typists chose the font, not which slot it went in). */
const aliKFontOf = (run: DocxRun) => [run.properties.cs, run.properties.ascii, run.properties.hAnsi].find(isAliKFontName);

function unzip(bytes: Uint8Array): { document: string; styles: string | null } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name !== parts.document && file.name !== parts.styles) return false;
        if (file.originalSize > maxPartBytes) throw new CvFileError('unreadable', { cause: new Error(`${file.name} inflates to ${file.originalSize} bytes`) });
        return true;
      },
    });
  } catch (error) {
    throw error instanceof CvFileError ? error : new CvFileError('unreadable', { cause: error });
  }
  const document = files[parts.document];
  if (!document) throw new CvFileError('unreadable', { cause: new Error('no word/document.xml') });
  const styles = files[parts.styles];
  return { document: strFromU8(document), styles: styles ? strFromU8(styles) : null };
}

export function readDocxLines(bytes: Uint8Array): { lines: CvLine[]; aliK: boolean } {
  const files = unzip(bytes);
  const body = readDocxBody(parseXml(files.document), readStyles(files.styles ? parseXml(files.styles) : undefined));
  const runs = body.flatMap((line) => ('runs' in line ? line.runs : []));
  const fonts = aliKFonts(runs.filter((run) => arabicScript.test(run.text)).map((run) => ({ font: fontOf(run), text: run.text })));
  let aliK = false;

  /** Runs converted in stretches of the same font, so a word Word split into two runs is converted whole. */
  const textOf = (line: readonly DocxRun[]) => {
    let out = '';
    let stretch: DocxRun[] = [];
    const close = () => {
      const text = stretch.map((run) => run.text).join('');
      const first = stretch[0];
      if (!first) return;
      const named = aliKFontOf(first);
      if ((named || fonts.has(fontOf(first))) && arabicScript.test(text)) {
        aliK = true;
        out += named ? convertAliKRun({ text, fontName: named }) : convertAliK(text);
      } else out += text;
      stretch = [];
    };
    for (const run of line) {
      const previous = stretch[0];
      if (previous && (aliKFontOf(previous) !== aliKFontOf(run) || fontOf(previous) !== fontOf(run))) close();
      stretch.push(run);
    }
    close();
    return out;
  };

  const lines: CvLine[] = [];
  for (const line of body) {
    if ('blank' in line) {
      if (lines.length && lines[lines.length - 1]?.text !== '') lines.push({ text: '' });
      continue;
    }
    const text = normalizeLine(textOf(line.runs));
    if (!text) continue;
    const letters = (run: DocxRun) => run.text.replace(/\s/gu, '').length;
    const sized = line.runs.map((run) => ({
      letters: letters(run),
      size: isComplex(run) ? (run.properties.sizeCs ?? run.properties.size) : run.properties.size,
    }));
    const fontSize = sized.filter((run) => run.letters > 0 && run.size).sort((a, b) => (b.size ?? 0) - (a.size ?? 0))[0]?.size;
    const boldLetters = line.runs
      .filter((run) => (isComplex(run) ? (run.properties.boldCs ?? run.properties.bold) : run.properties.bold))
      .reduce((sum, run) => sum + letters(run), 0);
    const allLetters = line.runs.reduce((sum, run) => sum + letters(run), 0);
    lines.push({ text, ...(fontSize ? { fontSize } : {}), bold: boldLetters * 2 > allLetters });
  }
  while (lines[lines.length - 1]?.text === '') lines.pop();
  return { lines, aliK };
}
