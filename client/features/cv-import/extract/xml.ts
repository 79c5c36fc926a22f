/**
 * Just enough XML for a Word file's parts: elements, attributes and text, with the five predefined entities and
 * character references. Names are rewritten to the usual prefixes by namespace (`w:` for WordprocessingML in its
 * transitional and strict forms, `mc:` for markup compatibility), so a file that chose other prefixes reads the
 * same. Nothing is fetched and no DTD is honoured (a document type declaration is skipped, its entities unknown).
 * Badly nested closing tags close up to the element they name, as a forgiving reader would.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const knownNamespaces: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
};

const token =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE(?:[^>[]|\[[\s\S]*?\])*>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
const attribute = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|\w+);/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return entities[name] ?? whole;
  });
}

/** A name with its prefix replaced by the usual one for its namespace, when the namespace is one of `knownNamespaces`. */
function canonical(name: string, scope: ReadonlyMap<string, string>): string {
  const colon = name.indexOf(':');
  const prefix = colon === -1 ? '' : name.slice(0, colon);
  if (prefix === 'xmlns') return name;
  const uri = scope.get(prefix);
  const usual = uri ? knownNamespaces[uri] : undefined;
  return usual ? `${usual}:${colon === -1 ? name : name.slice(colon + 1)}` : name;
}

/** The document's root element (an empty `#document` element when there is none). */
export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: Array<{ element: XmlElement; raw: string; scope: Map<string, string> }> = [{ element: root, raw: '', scope: new Map() }];
  for (const match of text.matchAll(token)) {
    const top = stack[stack.length - 1];
    if (!top) break;
    const [, cdata, closing, opening, attributeText, selfClosing, chars] = match;
    if (chars !== undefined) top.element.children.push(decodeEntities(chars));
    else if (cdata !== undefined) top.element.children.push(cdata);
    else if (closing !== undefined) {
      const at = stack.findLastIndex((entry, index) => index > 0 && entry.raw === closing);
      if (at > 0) stack.length = at;
    } else if (opening !== undefined) {
      const raw: Record<string, string> = {};
      for (const [, name, double, single] of (attributeText ?? '').matchAll(attribute)) if (name) raw[name] = decodeEntities(double ?? single ?? '');
      const declared = Object.entries(raw).filter(([name]) => name === 'xmlns' || name.startsWith('xmlns:'));
      const scope = declared.length ? new Map(top.scope) : top.scope;
      for (const [name, uri] of declared) scope.set(name === 'xmlns' ? '' : name.slice(6), uri);
      const attributes: Record<string, string> = {};
      for (const [name, value] of Object.entries(raw)) {
        // An attribute without a prefix is in no namespace (not the default one).
        attributes[name.includes(':') ? canonical(name, scope) : name] = value;
      }
      const element: XmlElement = { name: canonical(opening, scope), attributes, children: [] };
      top.element.children.push(element);
      if (!selfClosing) stack.push({ element, raw: opening, scope });
    }
  }
  return root;
}

export const isElement = (node: XmlNode | undefined): node is XmlElement => typeof node === 'object';

/** The element's child elements, or those with this name. */
export function childElements(element: XmlElement | undefined, name?: string): XmlElement[] {
  return (element?.children ?? []).filter((node): node is XmlElement => isElement(node) && (name === undefined || node.name === name));
}

export const firstChild = (element: XmlElement | undefined, name: string): XmlElement | undefined => childElements(element, name)[0];

/** The first element of that name at any depth, in document order. */
export function findElement(element: XmlElement | undefined, name: string): XmlElement | undefined {
  for (const child of childElements(element)) {
    if (child.name === name) return child;
    const found = findElement(child, name);
    if (found) return found;
  }
  return undefined;
}
