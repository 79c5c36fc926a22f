import { mergeRunProperties, readRunProperties, type RunProperties, type Styles } from './docx-styles';
import { childElements, firstChild, isElement, type XmlElement } from './xml';

/**
 * A Word document's body (word/document.xml) as lines of runs, in reading order: paragraphs as they come, a line
 * break inside one (Shift+Enter) starting a new line as the reader sees it; tables row by row and each row cell by
 * cell (a two-column CV in Word is usually a table of one row: the sidebar cell, then the main one), with a blank
 * line after each row; text boxes (another way to a sidebar) after the paragraph that anchors them. An empty
 * paragraph is a blank line, which is what separates entries. Deleted revisions, field codes and hidden text are
 * not read; headers, footers and notes neither.
 */

export interface DocxRun {
  text: string;
  properties: RunProperties;
}

/** A line's runs, or a blank line. */
export type DocxLine = { runs: DocxRun[] } | { blank: true };

/** Elements whose content is not what the reader sees now (removed revisions, moved-from text). */
const skipped = new Set(['w:del', 'w:moveFrom', 'w:pPr', 'w:rPr', 'w:proofErr', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:commentRangeStart']);

/** `mc:AlternateContent` once: its first choice (DrawingML), else its fallback (VML), never both. */
function alternative(element: XmlElement): XmlElement | undefined {
  return firstChild(element, 'mc:Choice') ?? firstChild(element, 'mc:Fallback');
}

/** The text boxes inside a run's drawing, picture or alternate content, outermost first. */
function textBoxes(element: XmlElement): XmlElement[] {
  if (element.name === 'w:txbxContent') return [element];
  if (element.name === 'mc:AlternateContent') {
    const chosen = alternative(element);
    return chosen ? textBoxes(chosen) : [];
  }
  return childElements(element).flatMap(textBoxes);
}

export function readDocxBody(document: XmlElement, styles: Styles): DocxLine[] {
  const lines: DocxLine[] = [];

  function readParagraph(paragraph: XmlElement): void {
    const pPr = firstChild(paragraph, 'w:pPr');
    const base = styles.paragraph(firstChild(pPr, 'w:pStyle')?.attributes['w:val'] ?? null);
    const segments: DocxRun[][] = [[]];
    const floating: XmlElement[] = [];
    const add = (text: string, properties: RunProperties) => segments[segments.length - 1]?.push({ text, properties });

    const readRun = (run: XmlElement) => {
      const rPr = firstChild(run, 'w:rPr');
      const properties = mergeRunProperties(
        mergeRunProperties(base, styles.character(firstChild(rPr, 'w:rStyle')?.attributes['w:val'] ?? null)),
        readRunProperties(rPr),
      );
      if (properties.hidden) return;
      for (const child of childElements(run)) {
        if (child.name === 'w:t') add(child.children.filter((node) => !isElement(node)).join(''), properties);
        else if (child.name === 'w:tab' || child.name === 'w:ptab') add('\t', properties);
        else if (child.name === 'w:noBreakHyphen') add('-', properties);
        else if (child.name === 'w:br' || child.name === 'w:cr') segments.push([]);
        else if (child.name === 'w:drawing' || child.name === 'w:pict' || child.name === 'w:object' || child.name === 'mc:AlternateContent')
          floating.push(...textBoxes(child));
      }
    };
    const walk = (element: XmlElement) => {
      for (const child of childElements(element)) {
        if (skipped.has(child.name)) continue;
        if (child.name === 'w:r') readRun(child);
        else if (child.name === 'mc:AlternateContent') {
          const chosen = alternative(child);
          if (chosen) walk(chosen);
        } else walk(child);
      }
    };
    walk(paragraph);

    const written = segments.filter((runs) => runs.some((run) => run.text.trim()));
    if (written.length === 0) lines.push({ blank: true });
    for (const runs of written) lines.push({ runs });
    for (const box of floating) readBlocks(box);
  }

  function readTable(table: XmlElement): void {
    const rows = (element: XmlElement): XmlElement[] =>
      childElements(element).flatMap((child) => (child.name === 'w:tr' ? [child] : child.name === 'w:tblPr' || child.name === 'w:tblGrid' ? [] : rows(child)));
    const cells = (element: XmlElement): XmlElement[] =>
      childElements(element).flatMap((child) => (child.name === 'w:tc' ? [child] : child.name === 'w:trPr' || child.name === 'w:tblPrEx' ? [] : cells(child)));
    for (const row of rows(table)) {
      for (const cell of cells(row)) readBlocks(cell);
      lines.push({ blank: true });
    }
  }

  function readBlocks(container: XmlElement): void {
    for (const child of childElements(container)) {
      if (child.name === 'w:p') readParagraph(child);
      else if (child.name === 'w:tbl') readTable(child);
      else if (child.name === 'mc:AlternateContent') {
        const chosen = alternative(child);
        if (chosen) readBlocks(chosen);
      } else if (!skipped.has(child.name) && child.name !== 'w:sectPr' && child.name !== 'w:tcPr') readBlocks(child);
    }
  }

  readBlocks(firstChild(firstChild(document, 'w:document'), 'w:body') ?? document);
  return lines;
}
