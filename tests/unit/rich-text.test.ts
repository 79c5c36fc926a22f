import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRichTextEmpty, richTextToPlainText, sanitizeRichText } from '../../worker/platform/rich-text';

const link = (href: string, text: string) => `<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`;

/** What Quill 2 writes (root.innerHTML, minus its list-marker span), in the three languages. */
const quillSamples = {
  english:
    '<h1>About us</h1><p>We hire <strong>engineers</strong> &amp; <em>designers</em> in <u>Erbil</u>, <s>Duhok</s>.</p>' +
    '<p class="ql-align-center"><span style="color: rgb(230, 0, 0);">Red</span> and ' +
    '<span style="background-color: rgb(255, 255, 0); color: #0066cc;">marked</span> text.</p>' +
    '<ol><li data-list="ordered">First</li><li data-list="ordered" class="ql-indent-1">Nested</li>' +
    '<li data-list="bullet">Bullet</li></ol><blockquote>Quote</blockquote>' +
    `<p>Visit ${link('https://kar.krd/jobs?q=a&amp;b=c', 'Kar')} or ${link('mailto:hr@kar.krd', 'mail us')}.</p>` +
    '<h2>Values</h2><h3>Small</h3><p>Line<br>break&nbsp;&nbsp;spaces</p><p><br></p>' +
    '<p><img src="https://kar.krd/logo.png" alt="logo"><img src="data:image/png;base64,iVBORw0KGgo="></p>',
  kurdish:
    '<h2 class="ql-direction-rtl ql-align-right">دەربارەی ئێمە</h2>' +
    '<p class="ql-direction-rtl ql-align-right">ئێمە <strong>ئەندازیار</strong> و <em>دیزاینەر</em> لە هەولێر دادەمەزرێنین.</p>' +
    '<ol><li data-list="bullet" class="ql-direction-rtl ql-align-right">کاری تیمی</li>' +
    '<li data-list="bullet" class="ql-direction-rtl ql-align-right ql-indent-2">ڕێزگرتن</li></ol>' +
    '<p class="ql-align-justify" dir="rtl">ژیلا ڕەزا، ٠٧٥٠١٢٣٤٥٦٧</p>',
  arabic:
    '<h1 class="ql-direction-rtl ql-align-right">من نحن</h1>' +
    '<p class="ql-direction-rtl ql-align-right">نحن نوظف <strong>مهندسين</strong> و<span style="color: rgb(0, 138, 0);">مصممين</span>.</p>' +
    '<ol><li data-list="ordered" class="ql-direction-rtl ql-align-right">الجودة</li><li data-list="ordered" class="ql-direction-rtl ql-align-right">الأمانة</li></ol>' +
    `<p class="ql-direction-rtl ql-align-right">${link('https://kar.krd/ar', 'كار')}</p>`,
};

describe('sanitizeRichText: Quill output', () => {
  it.each(Object.entries(quillSamples))('keeps %s Quill output unchanged', (_language, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops the list-marker span Quill 2 puts in each list item', () => {
    expect(sanitizeRichText('<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>One</li></ol>')).toBe(
      '<ol><li data-list="bullet">One</li></ol>',
    );
  });

  it('gives every link rel="noopener noreferrer nofollow" and target="_blank", whatever it had', () => {
    expect(sanitizeRichText('<a href="https://kar.krd" rel="opener" target="_self">Kar</a>')).toBe(link('https://kar.krd', 'Kar'));
    expect(sanitizeRichText('<a href="http://kar.krd">Kar</a>')).toBe(link('http://kar.krd', 'Kar'));
  });

  it('keeps only Quill classes, colour styles, and dir values it knows', () => {
    expect(sanitizeRichText('<p class="ql-align-left ql-indent-9 ql-indent-8 evil ql-align-right" dir="RTL" id="x">a</p>')).toBe(
      '<p class="ql-indent-8 ql-align-right" dir="rtl">a</p>',
    );
    expect(sanitizeRichText('<span style="color: red; font-size: 90px; background-color: #FFF">a</span>')).toBe(
      '<span style="background-color: #FFF;">a</span>',
    );
    expect(sanitizeRichText('<li data-list="checked">a</li><p dir="up" class="x" style="">b</p>')).toBe('<li>a</li><p>b</p>');
  });

  it('lower-cases tag names and rewrites self-closing tags as HTML', () => {
    expect(sanitizeRichText('<P>a<BR/>b</P><STRONG>c</STRONG>')).toBe('<p>a<br>b</p><strong>c</strong>');
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(sanitizeRichText('<div><font color="red">Hi</font> <table><tr><td>there</td></tr></table></div>')).toBe('Hi there');
    expect(sanitizeRichText('<custom-el data-x="1">text</custom-el>')).toBe('text');
  });

  it('escapes text so that it stays text', () => {
    expect(sanitizeRichText('1 < 2 > 0 & "quoted" \'single\'')).toBe('1 &lt; 2 &gt; 0 &amp; "quoted" \'single\'');
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeRichText('&#60;img src=x onerror=alert(1)&#62;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(sanitizeRichText('&copy; &unknown; &#x1F600; &#0;')).toBe('\u00a9 &amp;unknown; \u{1F600} \ufffd');
  });
});

describe('sanitizeRichText: XSS vectors (OWASP XSS filter evasion cheat sheet)', () => {
  const javascriptHrefs = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'jav\tascript:alert(1)',
    'jav\nascript:alert(1)',
    'jav\rascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    'jav&#x0D;ascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'jav&NewLine;ascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    '&#14;  javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:text/html,<script>alert(1)</script>',
    'livescript:alert(1)',
    '//evil.example/',
    '/relative',
    'ftp://kar.krd/',
  ];

  it.each(javascriptHrefs)('drops href %j', (href) => {
    for (const quoted of [`"${href}"`, `'${href}'`]) {
      expect(sanitizeRichText(`<a href=${quoted}>x</a>`)).toBe('<a>x</a>');
    }
  });

  it('drops unquoted javascript: hrefs too', () => {
    expect(sanitizeRichText('<a href=javascript:alert(1)>x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=javascript:alert(1)//>x</a>')).toBe('<a>x</a>');
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://kar.krd/a.png" onerror="alert(1)" onload=alert(1) alt="a">', '<img src="https://kar.krd/a.png" alt="a">'],
    ['<IMG SRC=JaVaScRiPt:alert(1)>', ''],
    ['<img src="http://kar.krd/a.png">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<img src="data:text/html;base64,PHN2Zz4=">', ''],
    ['<img src=x:alert(alt) onerror=eval(src) alt=0>', ''],
    ['<img """><script>alert(1)</script>">', '"&gt;'],
    ['<svg onload=alert(1)>', ''],
    ['<svg/onload=alert(1)>', ''],
    ['<svg><script>alert(1)</script><p>inside</p></svg><p>after</p>', '<p>after</p>'],
    ['<svg/><p>after</p>', '<p>after</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
    ['<iframe src=javascript:alert(1)>hidden</iframe>ok', 'ok'],
    ['<object data="javascript:alert(1)"><p>fallback</p></object>ok', 'ok'],
    ['<embed src="javascript:alert(1)">ok', 'ok'],
    ['<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '"&gt;'],
    ['<style>@import "x";</style>ok', 'ok'],
    ['<p style="color: expression(alert(1))">a</p>', '<p>a</p>'],
    ['<p style="background-color: url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['<p style="color: rgb(1,2,3) url(x)">a</p>', '<p>a</p>'],
    ['<p style="color:\\65xpression(alert(1))">a</p>', '<p>a</p>'],
    ['<p style="color: #fff; behavior: url(x.htc); -moz-binding: url(x)">a</p>', '<p style="color: #fff;">a</p>'],
    ['<p style="color: &#x23;fff">a</p>', '<p style="color: #fff;">a</p>'],
    ['<p onmouseover="alert(1)" ONCLICK=alert(1)>a</p>', '<p>a</p>'],
    ['<body onload=alert(1)>a</body>', 'a'],
    ['<details open ontoggle=alert(1)>a</details>', 'a'],
    ['<form action="javascript:alert(1)"><input autofocus onfocus=alert(1)><button>Go</button><textarea>t</textarea></form>ok', 'ok'],
    ['<select><option>one</option></select>ok', 'ok'],
    ['<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel=import href=x>ok', 'ok'],
    ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
    ['<<script>script>alert(1)//<</script>', '&lt;'],
    ['<script>alert(1)', ''],
    ['<SCRIPT SRC=//x.example/x.js></SCRIPT>ok', 'ok'],
    ['<script/xss src="x"></script>ok', 'ok'],
    ['<!--<img src=x onerror=alert(1)>-->ok', 'ok'],
    ['<!--><img src=x onerror=alert(1)>-->', '--&gt;'],
    ['<![CDATA[<img src=x onerror=alert(1)>]]>', ']]&gt;'],
    ['<?php echo 1 ?>ok', 'ok'],
    ['<a href="https://kar.krd"<img src=x onerror=alert(1)>x</a>', '<a href="https://kar.krd" rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<p title="a>b" onclick="x">c</p>', '<p>c</p>'],
    ['<a href="https://kar.krd" onclick=alert(1)>x', link('https://kar.krd', 'x')],
    ['<p>unclosed <a href="https://kar.krd', '<p>unclosed </p>'],
  ])('sanitises %j', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps the words of javascript: in alt text harmless (alt is never a URL)', () => {
    expect(sanitizeRichText('<img src="https://kar.krd/a.png" alt="javascript:alert(1)">')).toBe('<img src="https://kar.krd/a.png" alt="javascript:alert(1)">');
  });
});

describe('sanitizeRichText: well-formed output', () => {
  it.each([
    ['<p><strong>bold', '<p><strong>bold</strong></p>'],
    ['<p>a<p>b', '<p>a</p><p>b</p>'],
    ['<p>a<ol><li>b<li>c</ol>', '<p>a</p><ol><li>b</li><li>c</li></ol>'],
    ['<ol><li>a<ol><li>b</ol><li>c</ol>', '<ol><li>a<ol><li>b</li></ol></li><li>c</li></ol>'],
    ['<h1>a<h2>b', '<h1>a</h1><h2>b</h2>'],
    ['<p><h1>a</h1>', '<p></p><h1>a</h1>'],
    ['<a href="https://a.example">1<a href="https://b.example">2', `${link('https://a.example', '1')}${link('https://b.example', '2')}`],
    ['<em><strong>a</em>b</strong>', '<em><strong>a</strong></em>b'],
    ['</p></strong>a</li>', 'a'],
    ['<blockquote><p>a</blockquote>b', '<blockquote><p>a</p></blockquote>b'],
    ['a</br>b', 'a<br>b'],
  ])('balances %j', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('flattens nesting deeper than any editor writes, in linear time', { timeout: 60_000 }, () => {
    const deep = '<span>'.repeat(100_000) + 'x' + '</p>'.repeat(100_000);
    const started = performance.now();
    const output = sanitizeRichText(deep);
    // A budget for a busy machine (see the hostile shapes below).
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(output).toBe('<span>'.repeat(64) + 'x' + '</span>'.repeat(64));
  });

  // Quadratic work on inputs this size would take minutes; linear work takes well under a second on an idle
  // machine. The budget leaves room for a machine busy with other work (a fixed 2 s failed at a load of 15 on 2
  // cores) while still catching any blow-up.
  it('stays linear on hostile shapes: many attributes, many entities, unclosed comments and raw text', { timeout: 180_000 }, () => {
    for (const hostile of [
      `<p ${Array.from({ length: 50_000 }, (_, index) => `a${index}=1`).join(' ')}>x</p>`,
      '<p>' + '&#x41;&amp;&lt;'.repeat(50_000),
      '<!--' + '<p>'.repeat(50_000),
      '<script>' + '</scrip'.repeat(50_000),
      '<ol>' + '<li>'.repeat(50_000),
      '<a href="https://kar.krd">'.repeat(20_000),
    ]) {
      const started = performance.now();
      checkSanitised(hostile);
      expect(performance.now() - started).toBeLessThan(20_000);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property tests. The checks read the output independently of the sanitiser: every '<' in it must start a tag of
// a strict shape, and the only entities in it are the five the sanitiser writes, so decoding is unambiguous.

const allowedAttributes: Record<string, readonly string[]> = {
  a: ['href', 'rel', 'target', 'class', 'style', 'dir'],
  img: ['src', 'alt'],
  br: [],
  li: ['data-list', 'class', 'style', 'dir'],
};
const containerTags = ['p', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ol', 'ul', 'li', 'blockquote', 'a'];
const blockTags = new Set(['p', 'h1', 'h2', 'h3', 'ol', 'ul', 'li', 'blockquote']);
const decodeOutput = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|nbsp);/g, (_match, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', nbsp: '\u00a0' })[name] ?? '');
const dangerousUrl = /javascript:|vbscript:|data:text|livescript:/;
const dangerousScheme = /^(?:javascript:|vbscript:|data:text|livescript:)/;

/** Throws with a reason when `output` breaks a safety or well-formedness rule. */
function assertSafe(output: string): void {
  const problems: string[] = [];
  if (/<script/i.test(output)) problems.push('contains <script');
  const entities = output.match(/&[^;]*;?/g) ?? [];
  for (const entity of entities) if (!/^&(amp|quot|lt|gt|nbsp);$/.test(entity)) problems.push(`unexpected entity ${entity}`);
  const tags = output.match(/<[^>]*>/g) ?? [];
  const text = output.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(text)) problems.push('raw < or > in text');
  const open: string[] = [];
  for (const tag of tags) {
    const shape = /^<(\/?)([a-z0-9]+)((?: [a-z-]+="[^"<>]*")*)>$/.exec(tag);
    if (!shape) {
      problems.push(`malformed tag ${tag}`);
      continue;
    }
    const [, slash, name = '', attributeText = ''] = shape;
    if (slash) {
      if (open.pop() !== name) problems.push(`unbalanced ${tag}`);
      if (attributeText) problems.push(`attributes on end tag ${tag}`);
      continue;
    }
    if (name !== 'br' && name !== 'img' && !containerTags.includes(name)) problems.push(`tag not allowed: ${name}`);
    if (name === 'p' && open.includes('p')) problems.push('p inside p');
    if (name === 'a' && open.includes('a')) problems.push('a inside a');
    if (blockTags.has(name) && name !== 'li' && open.includes('p')) problems.push(`${name} inside p`);
    const attributes = [...attributeText.matchAll(/ ([a-z-]+)="([^"]*)"/g)];
    const permitted = allowedAttributes[name] ?? ['class', 'style', 'dir'];
    for (const [, attribute = '', raw = ''] of attributes) {
      const value = decodeOutput(raw);
      if (/^on/.test(attribute)) problems.push(`event handler ${attribute}`);
      if (!permitted.includes(attribute)) problems.push(`attribute ${attribute} on ${name}`);
      const squeezed = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
      // A URL attribute is judged by its scheme (an https URL may mention "javascript:" in its query); the others
      // hold only fixed words, so any mention is wrong. alt is text, never followed.
      const isUrl = attribute === 'href' || attribute === 'src';
      if (isUrl ? dangerousScheme.test(squeezed) : attribute !== 'alt' && dangerousUrl.test(squeezed)) {
        problems.push(`dangerous URL in ${attribute}: ${value}`);
      }
      if (attribute === 'style' && /[()\\]/.test(value.replace(/rgba?\([\d\s,.%]*\)/gi, ''))) problems.push(`style ${value}`);
      if (attribute === 'href' && !/^(https?:|mailto:)/i.test(value)) problems.push(`href ${value}`);
      if (attribute === 'src' && !/^(https:|data:image\/(png|jpeg|gif|webp);base64,)/i.test(value)) problems.push(`src ${value}`);
    }
    if (name !== 'br' && name !== 'img') open.push(name);
  }
  if (open.length) problems.push(`left open: ${open.join(',')}`);
  // Values are text (alt may say anything); with them emptied, what is left of each tag is names only.
  if (/ on\w+=/i.test(tags.map((tag) => tag.replace(/="[^"]*"/g, '=""')).join(''))) problems.push('on…= attribute');
  if (problems.length) throw new Error(`${problems.join('; ')}\n${output}`);
}

function checkSanitised(input: string): void {
  const once = sanitizeRichText(input);
  assertSafe(once);
  expect(sanitizeRichText(once)).toBe(once);
}

const dangerousFragments = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//x.example/x.js></SCRIPT>',
  '<script',
  '</script>',
  '<scr',
  'ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<img src="data:text/html,x">',
  '<a href="javascript:alert(1)">',
  '<a href="jav&#x09;ascript:alert(1)">',
  '<a href="&#x6A;avascript:alert(1)">',
  '<a href="jav\tascript:alert(1)">',
  '<a href="JAVASCRIPT&colon;alert(1)">',
  '<a href=vbscript:x>',
  '<a href="data:text/html;base64,PHM+">',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '</svg>',
  '<math>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '</iframe>',
  '<p style="color: expression(alert(1))">',
  '<span style="background-color: url(javascript:x)">',
  '<p style="color:#fff;x:url(y)">',
  '<p onclick=alert(1)>',
  ' onmouseover=alert(1) ',
  'onerror=',
  '<style>',
  '</style>',
  '<template>',
  '<noscript>',
  '</noscript>',
  '<!--',
  '-->',
  '--!>',
  '<![CDATA[',
  ']]>',
  '<?',
  '<!DOCTYPE html>',
  '<object data=x>',
  '<embed src=x>',
  '<form>',
  '<input onfocus=x>',
  '<textarea>',
  '</textarea>',
  '<title>',
  '<plaintext>',
  '<xmp>',
  '<',
  '>',
  '"',
  "'",
  '=',
  '/',
  '&',
  '&#',
  '&#x',
  ';',
  '&lt;',
  '&#60;',
  'javascript:',
  '\t',
  '\n',
  '\0',
  '\u00a0',
];
const allowedFragments = [
  '<p>',
  '</p>',
  '<strong>',
  '</strong>',
  '<em>',
  '</em>',
  '<u>',
  '</u>',
  '<s>',
  '</s>',
  '<h1>',
  '</h1>',
  '<h2>',
  '<h3>',
  '</h3>',
  '<ol>',
  '</ol>',
  '<ul>',
  '</ul>',
  '<li data-list="bullet">',
  '<li data-list="ordered" class="ql-indent-2">',
  '</li>',
  '<br>',
  '<blockquote>',
  '</blockquote>',
  '<a href="https://kar.krd">',
  '<a href="mailto:hr@kar.krd">',
  '</a>',
  '<span style="color: rgb(230, 0, 0);">',
  '<span class="ql-ui">',
  '</span>',
  '<p class="ql-align-right ql-direction-rtl">',
  '<img src="https://kar.krd/a.png" alt="a">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  'Kar',
  'کار',
  'كار',
  ' ',
  '&amp;',
  '&nbsp;',
];
const fragment = fc.oneof(fc.constantFrom(...dangerousFragments), fc.constantFrom(...allowedFragments), fc.string({ maxLength: 4 }));
/** Fragments, some cut short, so that tags and attributes are left unclosed at every possible place. */
const cutFragment = fc.tuple(fragment, fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length + 1)));
const grammarDocument = fc
  .array(fc.oneof({ weight: 4, arbitrary: fragment }, { weight: 1, arbitrary: cutFragment }), { maxLength: 40 })
  .map((parts) => parts.join(''));
/** A tree of allowed and dangerous elements, with dangerous attributes mixed into allowed tags. */
const attribute = fc.constantFrom(
  '',
  ' onclick="alert(1)"',
  ' href="javascript:alert(1)"',
  ' href="https://kar.krd"',
  ' style="color: #abc"',
  ' style="x:expression(1)"',
  ' class="ql-indent-3 evil"',
  ' src="x" onerror="alert(1)"',
  ' dir="rtl"',
  ' data-list="bullet"',
  ' srcdoc="<script>x</script>"',
);
const tagName = fc.constantFrom('p', 'a', 'span', 'li', 'ol', 'img', 'br', 'svg', 'script', 'iframe', 'div', 'style', 'math', 'h1', 'strong');
const tree: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('text', 'نووسین', 'a < b', '&amp;'),
    fc
      .tuple(tagName, attribute, fc.array(tie('node'), { maxLength: 4 }), fc.boolean())
      .map(([name, attributes, children, closed]) => `<${name}${attributes}>${children.join('')}${closed ? `</${name}>` : ''}`),
  ),
})).node;
/** Characters that move the tokenizer between states. */
const markupSoup = fc
  .array(
    fc.constantFrom(
      '<',
      '>',
      '/',
      '!',
      '-',
      '?',
      '"',
      "'",
      '=',
      ' ',
      '\t',
      '&',
      '#',
      'x',
      ';',
      'a',
      'p',
      'script',
      'img',
      'on',
      'href',
      'javascript:',
      'svg',
      'style',
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

// Thousands of generated documents each: budgets that fit the work on a busy machine.
describe('sanitizeRichText: properties', { timeout: 120_000 }, () => {
  it('is safe, well-formed and idempotent for arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), checkSanitised), { numRuns: 1000 });
  });

  it('is safe, well-formed and idempotent for markup soup', () => {
    fc.assert(fc.property(markupSoup, checkSanitised), { numRuns: 3000 });
  });

  it('is safe, well-formed and idempotent for dangerous fragments mixed with allowed tags', () => {
    fc.assert(fc.property(grammarDocument, checkSanitised), { numRuns: 3000 });
  });

  it('is safe, well-formed and idempotent for nested trees of allowed and dangerous elements', () => {
    fc.assert(fc.property(tree, checkSanitised), { numRuns: 2000 });
  });

  it('the oracle itself rejects unsafe output', () => {
    for (const unsafe of [
      '<script>x</script>',
      '<p onclick="x">a</p>',
      '<a href="javascript:x">a</a>',
      '<a href="jav&amp;#x09;ascript:x">',
      '<p>a',
      '<iframe></iframe>',
    ]) {
      expect(() => assertSafe(unsafe), unsafe).toThrow();
    }
  });
});

describe('richTextToPlainText', () => {
  it('gives one line per block, list markers and link targets', () => {
    expect(richTextToPlainText(quillSamples.english)).toBe(
      [
        'About us',
        'We hire engineers & designers in Erbil, Duhok.',
        'Red and marked text.',
        '1. First',
        '  1. Nested',
        '• Bullet',
        'Quote',
        'Visit Kar (https://kar.krd/jobs?q=a&b=c) or mail us (hr@kar.krd).',
        'Values',
        'Small',
        'Line',
        'break  spaces',
      ].join('\n'),
    );
  });

  it('keeps Kurdish and Arabic text as written', () => {
    expect(richTextToPlainText(quillSamples.kurdish)).toBe(
      'دەربارەی ئێمە\nئێمە ئەندازیار و دیزاینەر لە هەولێر دادەمەزرێنین.\n• کاری تیمی\n    • ڕێزگرتن\nژیلا ڕەزا، ٠٧٥٠١٢٣٤٥٦٧',
    );
    expect(richTextToPlainText(quillSamples.arabic)).toBe('من نحن\nنحن نوظف مهندسين ومصممين.\n1. الجودة\n2. الأمانة\nكار (https://kar.krd/ar)');
  });

  it('keeps empty paragraphs between text as empty lines and collapses HTML white space', () => {
    expect(richTextToPlainText('<p>One</p><p><br></p><p>Two\n   words</p><p><br></p>')).toBe('One\n\nTwo words');
    expect(richTextToPlainText('<ul><li>a</li><li>b</li></ul><ol><li>c</li><li>d</li></ol>')).toBe('• a\n• b\n1. c\n2. d');
  });

  it('drops scripts and markup, keeping only what a reader sees', () => {
    expect(richTextToPlainText('<p>Hi<script>alert(1)</script> <b>there</b> &lt;b&gt;</p>')).toBe('Hi there <b>');
    expect(richTextToPlainText('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(richTextToPlainText('<a href="https://kar.krd">https://kar.krd</a>')).toBe('https://kar.krd');
  });
});

describe('isRichTextEmpty', () => {
  it.each(['', '<p><br></p>', '<p><br></p><p><br></p>', '<p> &nbsp; </p>', '<p><strong></strong></p>', '<script>alert(1)</script>', '<p>\u200b</p>', '   '])(
    'treats %j as empty',
    (html) => {
      expect(isRichTextEmpty(html)).toBe(true);
    },
  );

  it.each(['<p>x</p>', 'text', '<p><img src="https://kar.krd/a.png"></p>', '<ol><li>ئا</li></ol>'])('treats %j as content', (html) => {
    expect(isRichTextEmpty(html)).toBe(false);
  });
});
