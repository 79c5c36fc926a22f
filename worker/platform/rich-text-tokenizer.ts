/**
 * The HTML tokenizer of the rich-text sanitiser (rich-text.ts): character references and the tokenizer's states,
 * reduced to what decides where tags, attributes and text are. It only reads; what is written back is decided by
 * the allowlist (rich-text-policy.ts) and escaped by the sanitiser.
 */

export type Attribute = readonly [name: string, value: string];

export type Token =
  { kind: 'text'; text: string } | { kind: 'start'; name: string; attributes: Attribute[]; selfClosing: boolean } | { kind: 'end'; name: string };

// ---------------------------------------------------------------------------------------------------------------
// Entities

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  // Decoded because attackers use them to hide URL schemes ("javascript&colon;"); decoding cannot hurt.
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  dollar: '$',
  percnt: '%',
  plus: '+',
  equals: '=',
  quest: '?',
  commat: '@',
  lsqb: '[',
  rsqb: ']',
  bsol: '\\',
  lowbar: '_',
  grave: '`',
  lcub: '{',
  rcub: '}',
  verbar: '|',
  semi: ';',
  ast: '*',
  Hat: '^',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  times: '\u00d7',
  divide: '\u00f7',
  euro: '\u20ac',
  shy: '\u00ad',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
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

// ---------------------------------------------------------------------------------------------------------------
// Tokenizer (the HTML tokenizer's states, reduced to what decides where tags, attributes and text are)

/** Elements whose content is not markup: a browser reads it as text up to the matching end tag. */
export const rawTextElements = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (character: string | undefined) => character === ' ' || character === '\t' || character === '\n' || character === '\f' || character === '\r';
// Browsers lower-case ASCII only: "SCRİPT" is not a script element for them either.
const asciiLower = (value: string) => value.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

export function* tokenize(input: string): Generator<Token> {
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
