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
import {
  allowedAttributes,
  allowedElements,
  closesParagraph,
  droppedWithContent,
  escapeText,
  headings,
  maxDepth,
  renderStart,
  voidDropped,
  voidElements,
} from './rich-text-policy.ts';
import { tokenize } from './rich-text-tokenizer.ts';

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
