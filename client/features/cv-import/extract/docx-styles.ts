import { childElements, firstChild, type XmlElement } from './xml';

/**
 * A run's character properties as Word resolves them: the document's defaults, then the paragraph's style and the
 * styles it is based on, then the run's character style, then the run's own properties; the nearest says. Only what
 * the import reads is kept: the fonts (Ali-K is known by its name), the sizes and bold (the name is the largest line
 * of the header), and hidden text (which Word does not show, so neither does the import).
 */
export interface RunProperties {
  /** Fonts for Latin text (`w:ascii`, `w:hAnsi`) and for complex script, Arabic included (`w:cs`); a theme's font as `theme:<name>`. */
  ascii?: string;
  hAnsi?: string;
  cs?: string;
  /** Sizes in points (the file says half-points). */
  size?: number;
  sizeCs?: number;
  bold?: boolean;
  boldCs?: boolean;
  /** The run is right to left or complex script (`w:rtl`, `w:cs`): its text uses the `cs` font, size and weight. */
  complex?: boolean;
  hidden?: boolean;
}

const attribute = (element: XmlElement | undefined, name: string) => element?.attributes[`w:${name}`];

/** A toggle (`<w:b/>`, `<w:b w:val="0"/>`) as true, false, or unset. */
function toggle(element: XmlElement | undefined, name: string): boolean | undefined {
  const found = firstChild(element, `w:${name}`);
  if (!found) return undefined;
  const value = attribute(found, 'val');
  return value === undefined || !['0', 'false', 'off'].includes(value);
}

function halfPoints(element: XmlElement | undefined, name: string): number | undefined {
  const value = Number(attribute(firstChild(element, `w:${name}`), 'val'));
  return Number.isFinite(value) && value > 0 ? value / 2 : undefined;
}

/** A `w:rPr` element's properties (absent ones left unset). */
export function readRunProperties(rPr: XmlElement | undefined): RunProperties {
  if (!rPr) return {};
  const fonts = firstChild(rPr, 'w:rFonts');
  // Word takes a theme font over the named one when both are given.
  const font = (name: string, theme: string) => {
    const themed = attribute(fonts, theme);
    return themed ? `theme:${themed}` : attribute(fonts, name);
  };
  const properties: RunProperties = {
    ascii: font('ascii', 'asciiTheme'),
    hAnsi: font('hAnsi', 'hAnsiTheme'),
    cs: font('cs', 'cstheme'),
    size: halfPoints(rPr, 'sz'),
    sizeCs: halfPoints(rPr, 'szCs'),
    bold: toggle(rPr, 'b'),
    boldCs: toggle(rPr, 'bCs'),
    complex: toggle(rPr, 'rtl') || toggle(rPr, 'cs') ? true : undefined,
    hidden: toggle(rPr, 'vanish'),
  };
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined)) as RunProperties;
}

/** `over`'s set properties over `base`'s. */
export const mergeRunProperties = (base: RunProperties, over: RunProperties): RunProperties => ({ ...base, ...over });

interface Style {
  basedOn?: string;
  type?: string;
  properties: RunProperties;
}

export interface Styles {
  /** The run properties of a paragraph style and of a character style, with what they are based on (null: none). */
  paragraph(styleId: string | null): RunProperties;
  character(styleId: string | null): RunProperties;
}

/** The styles part (word/styles.xml), or none. */
export function readStyles(root: XmlElement | undefined): Styles {
  const stylesElement = firstChild(root, 'w:styles');
  const defaults = readRunProperties(firstChild(firstChild(firstChild(stylesElement, 'w:docDefaults'), 'w:rPrDefault'), 'w:rPr'));
  const styles = new Map<string, Style>();
  let defaultParagraph: string | null = null;
  for (const element of childElements(stylesElement, 'w:style')) {
    const id = attribute(element, 'styleId');
    if (!id) continue;
    const type = attribute(element, 'type');
    const basedOn = attribute(firstChild(element, 'w:basedOn'), 'val');
    styles.set(id, { ...(basedOn ? { basedOn } : {}), ...(type ? { type } : {}), properties: readRunProperties(firstChild(element, 'w:rPr')) });
    if (type === 'paragraph' && ['1', 'true', 'on'].includes(attribute(element, 'default') ?? '')) defaultParagraph = id;
  }
  const resolved = new Map<string, RunProperties>();
  const chain = (id: string, seen: Set<string> = new Set()): RunProperties => {
    const known = resolved.get(id);
    if (known) return known;
    const style = styles.get(id);
    if (!style || seen.has(id)) return {};
    seen.add(id);
    const properties = mergeRunProperties(style.basedOn ? chain(style.basedOn, seen) : {}, style.properties);
    resolved.set(id, properties);
    return properties;
  };
  return {
    paragraph: (styleId) => {
      const id = styleId ?? defaultParagraph;
      return mergeRunProperties(defaults, id ? chain(id) : {});
    },
    character: (styleId) => (styleId ? chain(styleId) : {}),
  };
}
