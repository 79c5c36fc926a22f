/**
 * Rich text from the Quill 2 editor (company description/mission/values, CV descriptions), sanitised on write.
 *
 * Safety does not rest on parsing exactly as a browser does: the output is rebuilt from tokens, every piece of
 * text is escaped, and every tag written is from the allowlist with checked attributes. Where this tokenizer and a
 * browser disagree, the difference can only decide which text is kept, never create markup. Parsing mimics the
 * HTML rules that matter (raw-text elements, comments, implied end tags of p/li/headings/a) so that the browser
 * builds the same tree from the output as we did, and sanitising the output again changes nothing.
 * No DOM and no Node APIs: it runs in workerd. See docs/decisions/0004-rich-text-sanitiser.md.
 */

type Attribute = readonly [name: string, value: string];

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: Attribute[]; selfClosing: boolean }
  | { kind: 'end'; name: string };

// ---------------------------------------------------------------------------------------------------------------
// Entities

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  // Decoded because attackers use them to hide URL schemes ("javascript&colon;"); decoding cannot hurt.
  colon: ':', Tab: '\t', NewLine: '\n', sol: '/', lpar: '(', rpar: ')', period: '.', comma: ',', excl: '!',
  num: '#', dollar: '$', percnt: '%', plus: '+', equals: '=', quest: '?', commat: '@', lsqb: '[', rsqb: ']',
  bsol: '\\', lowbar: '_', grave: '`', lcub: '{', rcub: '}', verbar: '|', semi: ';', ast: '*', Hat: '^',
  hellip: '\u2026', mdash: '\u2014', ndash: '\u2013', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c',
  rdquo: '\u201d', laquo: '\u00ab', raquo: '\u00bb', bull: '\u2022', middot: '\u00b7', copy: '\u00a9',
  reg: '\u00ae', trade: '\u2122', deg: '\u00b0', times: '\u00d7', divide: '\u00f7', euro: '\u20ac',
  shy: '\u00ad', zwnj: '\u200c', zwj: '\u200d', lrm: '\u200e', rlm: '\u200f',
};

// Numeric references may omit the semicolon, as browsers allow; named ones need it (a fidelity-only shortcut:
// an undecoded name is escaped on output, so it shows as typed and can never form markup).
const entityPattern = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]{1,31});)/g;

function fromCodePoint(codePoint: number): string {
  if (!Number.isFinite(codePoint) || codePoint === 0 || codePoint > 0x10ffff) return '\ufffd';
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return '\ufffd';
  return String.fromCodePoint(codePoint);
}

/** Leading zeros are allowed in references; anything longer than eight digits is out of Unicode's range. */
function parseBounded(digits: string, radix: number): number {
  const significant = digits.replace(/^0+/, '');
  return significant.length > 8 ? Infinity : parseInt(significant || '0', radix);
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(entityPattern, (match, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (hex !== undefined) return fromCodePoint(parseBounded(hex, 16));
    if (decimal !== undefined) return fromCodePoint(parseBounded(decimal, 10));
    return (name !== undefined && Object.hasOwn(namedEntities, name) ? namedEntities[name] : undefined) ?? match;
  });
}

// Quill writes &nbsp; for runs of spaces; keeping that form keeps its output unchanged. A carriage return (from
// "&#13;") would turn into a line feed when the output is parsed again, so it is written as one now.
const escapeText = (text: string) =>
  text.replace(/\r/g, '\n').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');

// < and > are escaped in values too, so no naive consumer (or test) can mistake a value for a tag.
const escapeAttribute = (value: string) =>
  value.replace(/\r/g, '\n').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');

// ---------------------------------------------------------------------------------------------------------------
// Tokenizer (the HTML tokenizer's states, reduced to what decides where tags, attributes and text are)

/** Elements whose content is not markup: a browser reads it as text up to the matching end tag. */
const rawTextElements = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (character: string | undefined) =>
  character === ' ' || character === '\t' || character === '\n' || character === '\f' || character === '\r';
// Browsers lower-case ASCII only: "SCRİPT" is not a script element for them either.
const asciiLower = (value: string) => value.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

function* tokenize(input: string): Generator<Token> {
  const html = input.replace(/\r\n?/g, '\n').replace(/\0/g, '');
  const length = html.length;
  let position = 0;
  let text = '';

  const flushText = function* (): Generator<Token> {
    if (text) yield { kind: 'text', text: decodeEntities(text) };
    text = '';
  };

  while (position < length) {
    const lt = html.indexOf('<', position);
    if (lt === -1) {
      text += html.slice(position);
      break;
    }
    text += html.slice(position, lt);
    position = lt;
    const next = html.charCodeAt(position + 1);

    if (html.startsWith('<!--', position)) {
      yield* flushText();
      // "<!-->" and "<!--->" are complete (empty) comments; "--!>" also ends one; an unclosed one runs to the end.
      let end: number;
      if (html.startsWith('>', position + 4)) end = position + 5;
      else if (html.startsWith('->', position + 4)) end = position + 6;
      else {
        const close = /--!?>/g;
        close.lastIndex = position + 4;
        const found = close.exec(html);
        end = found ? found.index + found[0].length : length;
      }
      position = end;
      continue;
    }
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      // Doctype, CDATA, processing instructions: bogus comments up to the next '>'.
      yield* flushText();
      const close = html.indexOf('>', position + 2);
      position = close === -1 ? length : close + 1;
      continue;
    }
    const isEnd = next === 47; /* / */
    if (isEnd && html.charCodeAt(position + 2) === 62 /* > */) {
      position += 3;
      continue;
    }
    if (isEnd && position + 2 >= length) {
      text += '</';
      position = length;
      continue;
    }
    if (isEnd && !isAsciiLetter(html.charCodeAt(position + 2))) {
      yield* flushText();
      const close = html.indexOf('>', position + 2);
      position = close === -1 ? length : close + 1;
      continue;
    }
    if (!isEnd && !isAsciiLetter(next)) {
      text += '<';
      position += 1;
      continue;
    }

    // A tag: name, then attributes as the attribute states read them.
    let cursor = position + (isEnd ? 2 : 1);
    const nameStart = cursor;
    while (cursor < length && !isSpace(html[cursor]) && html[cursor] !== '/' && html[cursor] !== '>') cursor += 1;
    const name = asciiLower(html.slice(nameStart, cursor));
    const attributes: Attribute[] = [];
    const seen = new Set<string>();
    let selfClosing = false;
    let closed = false;
    while (cursor < length) {
      const character = html[cursor];
      if (isSpace(character)) {
        cursor += 1;
        continue;
      }
      if (character === '>') {
        closed = true;
        cursor += 1;
        break;
      }
      if (character === '/') {
        cursor += 1;
        selfClosing = html[cursor] === '>';
        continue;
      }
      // An attribute name may start with '=' and contains anything up to space, '/', '>' or '='.
      const attributeStart = cursor;
      cursor += 1;
      while (cursor < length && !isSpace(html[cursor]) && html[cursor] !== '/' && html[cursor] !== '>' && html[cursor] !== '=') cursor += 1;
      const attributeName = asciiLower(html.slice(attributeStart, cursor));
      let value = '';
      let probe = cursor;
      while (isSpace(html[probe])) probe += 1;
      if (html[probe] === '=') {
        probe += 1;
        while (isSpace(html[probe])) probe += 1;
        const quote = html[probe];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, probe + 1);
          if (close === -1) {
            cursor = length;
            break;
          }
          value = html.slice(probe + 1, close);
          cursor = close + 1;
        } else {
          const valueStart = probe;
          while (probe < length && !isSpace(html[probe]) && html[probe] !== '>') probe += 1;
          value = html.slice(valueStart, probe);
          cursor = probe;
        }
      }
      // The first of duplicate attributes wins, as in browsers.
      if (!seen.has(attributeName)) {
        seen.add(attributeName);
        attributes.push([attributeName, decodeEntities(value)]);
      }
    }
    // A tag cut off by the end of input is dropped, as browsers drop it.
    if (!closed) {
      position = length;
      break;
    }
    yield* flushText();
    position = cursor;
    if (isEnd) {
      yield { kind: 'end', name };
      continue;
    }
    yield { kind: 'start', name, attributes, selfClosing };
    if (name === 'plaintext') {
      text = html.slice(position);
      position = length;
    } else if (rawTextElements.has(name)) {
      const close = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
      close.lastIndex = position;
      const found = close.exec(html);
      const end = found ? found.index : length;
      // Raw text is not markup and never decoded; it is always inside a dropped element anyway.
      if (end > position) yield { kind: 'text', text: html.slice(position, end) };
      position = end;
    }
  }
  yield* flushText();
}

// ---------------------------------------------------------------------------------------------------------------
// Allowlist

const voidElements = new Set(['br', 'img']);
const allowedElements = new Set([
  'p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a', 'ol', 'ul', 'li', 'img', 'blockquote',
]);
/** Removed together with everything inside them (their content is code, or controls, or not shown as text). */
const droppedWithContent = new Set([
  ...rawTextElements, 'plaintext', 'svg', 'math', 'template', 'object', 'embed', 'applet', 'frameset', 'frame',
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'datalist', 'fieldset', 'legend', 'output', 'keygen',
  'head',
]);
/** Dropped elements that cannot have content, so they never open a dropped region. */
const voidDropped = new Set(['embed', 'input', 'keygen', 'frame']);

const headings = new Set(['h1', 'h2', 'h3']);
/** Start tags that close an open p, as "close a p element" does in the HTML tree builder. */
const closesParagraph = new Set(['p', 'h1', 'h2', 'h3', 'ol', 'ul', 'li', 'blockquote']);

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

function allowedAttributes(name: string, attributes: readonly Attribute[]): Attribute[] | null {
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

const renderStart = (name: string, attributes: readonly Attribute[]) =>
  `<${name}${attributes.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('')}>`;

// Deeper nesting than any editor writes is flattened, which also keeps the work linear on hostile input.
const maxDepth = 64;

// ---------------------------------------------------------------------------------------------------------------
// Sanitiser

/** Sanitises Quill HTML to the allowlist; the result is well-formed and sanitising it again leaves it unchanged. */
export function sanitizeRichText(html: string): string {
  let output = '';
  const open: string[] = [];
  const openCount = new Map<string, number>();
  let dropName: string | null = null;
  let dropDepth = 0;

  const push = (name: string) => {
    open.push(name);
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
  };
  const pop = () => {
    const name = open.pop();
    if (name === undefined) return;
    openCount.set(name, (openCount.get(name) ?? 1) - 1);
    output += `</${name}>`;
  };
  const isOpen = (name: string) => (openCount.get(name) ?? 0) > 0;
  const closeThrough = (name: string) => {
    while (open.length && open[open.length - 1] !== name) pop();
    pop();
  };

  for (const token of tokenize(html)) {
    if (dropName !== null) {
      if (token.kind === 'start' && token.name === dropName && !(token.selfClosing && (dropName === 'svg' || dropName === 'math'))) dropDepth += 1;
      else if (token.kind === 'end' && token.name === dropName && --dropDepth === 0) dropName = null;
      continue;
    }
    if (token.kind === 'text') {
      output += escapeText(token.text);
      continue;
    }
    const { name } = token;
    if (token.kind === 'end') {
      // "</br>" is a line break to browsers.
      if (name === 'br') output += '<br>';
      else if (allowedElements.has(name) && !voidElements.has(name) && isOpen(name)) closeThrough(name);
      continue;
    }
    if (droppedWithContent.has(name)) {
      // <svg/> and <math/> are complete elements in HTML; other self-closing slashes are ignored by browsers.
      if (!voidDropped.has(name) && !(token.selfClosing && (name === 'svg' || name === 'math'))) {
        dropName = name;
        dropDepth = 1;
      }
      continue;
    }
    // Quill's list-marker span: editor chrome, always empty.
    if (name === 'span' && token.attributes.some(([attribute, value]) => attribute === 'class' && value.split(/\s+/).includes('ql-ui'))) {
      dropName = 'span';
      dropDepth = 1;
      continue;
    }
    if (!allowedElements.has(name)) continue;
    const attributes = allowedAttributes(name, token.attributes);
    if (attributes === null) continue;

    // The end tags a browser would imply here, so that it builds the tree we write.
    if (name === 'li') {
      for (let index = open.length - 1; index >= 0; index -= 1) {
        const current = open[index];
        if (current === 'ol' || current === 'ul') break;
        if (current === 'li') {
          closeThrough('li');
          break;
        }
      }
    }
    if (closesParagraph.has(name) && isOpen('p')) closeThrough('p');
    if (headings.has(name) && headings.has(open[open.length - 1] ?? '')) pop();
    if (name === 'a' && isOpen('a')) closeThrough('a');

    if (voidElements.has(name)) {
      output += renderStart(name, attributes);
      continue;
    }
    if (open.length >= maxDepth) continue;
    output += renderStart(name, attributes);
    push(name);
  }
  while (open.length) pop();
  return output;
}

// ---------------------------------------------------------------------------------------------------------------
// Plain text

const blockElements = new Set(['p', 'h1', 'h2', 'h3', 'blockquote', 'li', 'ol', 'ul']);

/**
 * The text of rich text, for e-mails, search and PDF text: one line per paragraph, heading or list item, list
 * markers ("• ", "1. ") indented by Quill's indent level, link targets after their text when they differ.
 */
export function richTextToPlainText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let prefix = '';
  const lists: { ordered: boolean; counters: number[] }[] = [];
  const links: { href: string | null; text: string }[] = [];

  const flush = (force: boolean) => {
    const content = line.replace(/^ +| +$/g, '');
    if (force || content || prefix) lines.push((prefix + content).replace(/\s+$/, ''));
    line = '';
    prefix = '';
  };
  const append = (text: string) => {
    line += text;
    for (const link of links) link.text += text;
  };

  for (const token of tokenize(sanitizeRichText(html))) {
    if (token.kind === 'text') {
      // HTML collapses runs of white space; Quill keeps intended spaces as no-break spaces.
      let text = token.text.replace(/[\t\n\f\r ]+/g, ' ');
      if (line === '' || line.endsWith(' ')) text = text.replace(/^ /, '');
      append(text.replace(/\u00a0/g, ' '));
      continue;
    }
    const { name } = token;
    if (token.kind === 'start') {
      if (name === 'br') {
        flush(true);
        continue;
      }
      if (blockElements.has(name)) flush(false);
      if (name === 'ol' || name === 'ul') lists.push({ ordered: name === 'ol', counters: [] });
      if (name === 'li') {
        const list = lists[lists.length - 1];
        const attribute = (wanted: string) => token.attributes.find(([attributeName]) => attributeName === wanted)?.[1];
        const indent = Number(/ql-indent-(\d)/.exec(attribute('class') ?? '')?.[1] ?? 0);
        const kind = attribute('data-list') ?? (list?.ordered ? 'ordered' : 'bullet');
        const counters = list?.counters ?? [];
        counters.length = indent + 1;
        counters[indent] = kind === 'ordered' ? (counters[indent] ?? 0) + 1 : 0;
        prefix = `${'  '.repeat(indent)}${kind === 'ordered' ? `${counters[indent]}.` : '•'} `;
      }
      if (name === 'a') links.push({ href: token.attributes.find(([attributeName]) => attributeName === 'href')?.[1] ?? null, text: '' });
      continue;
    }
    if (name === 'a') {
      const link = links.pop();
      const target = link?.href?.replace(/^mailto:/i, '');
      if (link && target && link.text.trim() && link.text.trim() !== target) append(` (${target})`);
      continue;
    }
    if (name === 'ol' || name === 'ul') lists.pop();
    if (blockElements.has(name)) flush(false);
  }
  flush(false);
  return lines.join('\n').replace(/^\n+|\n+$/g, '');
}

/** True when the editor holds nothing a reader would see: Quill's empty value is `<p><br></p>`. */
export function isRichTextEmpty(html: string): boolean {
  const clean = sanitizeRichText(html);
  if (clean.includes('<img ')) return false;
  return richTextToPlainText(clean).replace(/[\s\u200b-\u200f\u2060\ufeff]/g, '') === '';
}

/** What to store for an editor's value: nothing for an empty document, the sanitised HTML otherwise. */
export function richTextForStorage(html: string | undefined): string | null | undefined {
  if (html === undefined) return undefined;
  return isRichTextEmpty(html) ? null : sanitizeRichText(html);
}
