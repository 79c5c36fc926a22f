/**
 * The rich-text sanitiser's allowlist (rich-text.ts): which elements are kept, which are dropped with everything
 * inside them, which attributes and values each kept element may carry (classes, styles, URLs, image sources), and
 * how a kept start tag is written.
 */
import { type Attribute, rawTextElements } from './rich-text-tokenizer.ts';

// Quill writes &nbsp; for runs of spaces; keeping that form keeps its output unchanged. A carriage return (from
// "&#13;") would turn into a line feed when the output is parsed again, so it is written as one now.
export const escapeText = (text: string) =>
  text
    .replace(/\r/g, '\n')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

// < and > are escaped in values too, so no naive consumer (or test) can mistake a value for a tag.
const escapeAttribute = (value: string) =>
  value
    .replace(/\r/g, '\n')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

// ---------------------------------------------------------------------------------------------------------------
// Allowlist

export const voidElements = new Set(['br', 'img']);
export const allowedElements = new Set(['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a', 'ol', 'ul', 'li', 'img', 'blockquote']);
/** Removed together with everything inside them (their content is code, or controls, or not shown as text). */
export const droppedWithContent = new Set([
  ...rawTextElements,
  'plaintext',
  'svg',
  'math',
  'template',
  'object',
  'embed',
  'applet',
  'frameset',
  'frame',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'fieldset',
  'legend',
  'output',
  'keygen',
  'head',
]);
/** Dropped elements that cannot have content, so they never open a dropped region. */
export const voidDropped = new Set(['embed', 'input', 'keygen', 'frame']);

export const headings = new Set(['h1', 'h2', 'h3']);
/** Start tags that close an open p, as "close a p element" does in the HTML tree builder. */
export const closesParagraph = new Set(['p', 'h1', 'h2', 'h3', 'ol', 'ul', 'li', 'blockquote']);

const quillClass = /^ql-(?:align-(?:center|right|justify)|indent-[1-8]|direction-rtl)$/;
const cssColor =
  /^(?:#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d{1,4})\s*)?\))$/i;
const dataImage = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]*={0,2}$/i;

/** What a URL parser sees: no tabs or newlines anywhere, no control characters or spaces at either end. */
function cleanUrl(value: string): string | null {
  const cleaned = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return /[\u0000-\u001f\u007f]/.test(cleaned) ? null : cleaned;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function safeHref(value: string): string | null {
  const cleaned = cleanUrl(value);
  if (!cleaned) return null;
  const url = parseUrl(cleaned);
  if (!url) return null;
  if (url.protocol === 'mailto:') return cleaned;
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? cleaned : null;
}

function safeImageSource(value: string): string | null {
  const cleaned = cleanUrl(value);
  if (!cleaned) return null;
  if (dataImage.test(cleaned)) return cleaned;
  const url = parseUrl(cleaned);
  return url?.protocol === 'https:' && url.hostname ? cleaned : null;
}

function filterClass(value: string): string | null {
  const kept = [...new Set(value.split(/[\t\n\f\r ]+/).filter((name) => quillClass.test(name)))];
  return kept.length ? kept.join(' ') : null;
}

function filterStyle(value: string): string | null {
  const declarations = new Map<string, string>();
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    if ((property === 'color' || property === 'background-color') && cssColor.test(propertyValue)) {
      // The last declaration wins in CSS; keep only that one.
      declarations.delete(property);
      declarations.set(property, propertyValue);
    }
  }
  return declarations.size ? [...declarations].map(([property, propertyValue]) => `${property}: ${propertyValue};`).join(' ') : null;
}

function filterDir(value: string): string | null {
  const dir = value.trim().toLowerCase();
  return dir === 'rtl' || dir === 'ltr' || dir === 'auto' ? dir : null;
}

export function allowedAttributes(name: string, attributes: readonly Attribute[]): Attribute[] | null {
  if (name === 'br') return [];
  if (name === 'img') {
    const kept: Attribute[] = [];
    for (const [attribute, value] of attributes) {
      if (attribute === 'src') {
        const source = safeImageSource(value);
        if (source) kept.push(['src', source]);
      } else if (attribute === 'alt') kept.push(['alt', value]);
    }
    // An image without a usable source shows nothing: drop it.
    return kept.some(([attribute]) => attribute === 'src') ? kept : null;
  }
  const kept: Attribute[] = [];
  for (const [attribute, value] of attributes) {
    let filtered: string | null = null;
    if (attribute === 'class') filtered = filterClass(value);
    else if (attribute === 'style') filtered = filterStyle(value);
    else if (attribute === 'dir') filtered = filterDir(value);
    else if (attribute === 'href' && name === 'a') filtered = safeHref(value);
    else if (attribute === 'data-list' && name === 'li') filtered = value === 'bullet' || value === 'ordered' ? value : null;
    if (filtered !== null) kept.push([attribute, filtered]);
  }
  if (name === 'a' && kept.some(([attribute]) => attribute === 'href')) {
    kept.push(['rel', 'noopener noreferrer nofollow'], ['target', '_blank']);
  }
  return kept;
}

export const renderStart = (name: string, attributes: readonly Attribute[]) =>
  `<${name}${attributes.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('')}>`;

// Deeper nesting than any editor writes is flattened, which also keeps the work linear on hostile input.
export const maxDepth = 64;
