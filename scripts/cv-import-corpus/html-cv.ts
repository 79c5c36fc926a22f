/**
 * A laid-out CV (plain-cv.ts) as an HTML page for Chromium to print: one column, or a side column beside the main
 * one (CSS grid), right to left for Sorani and Arabic. Fonts are embedded as data URLs (Vazirmatn from Kar's own
 * dependencies) or taken from the system (DejaVu Sans, which draws Arabic), so printing needs no network.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import type { Block, LaidOutCv } from './plain-cv.ts';

export interface HtmlOptions {
  language: CvLocale;
  font: 'vazirmatn' | 'dejavu';
  /** The side column's place in the reading direction (start: right in RTL). */
  sidebar?: 'start' | 'end';
  accent?: string;
}

const require = createRequire(import.meta.url);
const fontUrl = (file: string) => `data:font/woff2;base64,${readFileSync(require.resolve(`vazirmatn/fonts/webfonts/${file}`)).toString('base64')}`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** E-mails and phone numbers are isolated left to right, as a careful author (and Kar's own PDF) writes them. */
const bidiSafe = (text: string) =>
  escape(text).replace(/([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|(?<![0-9٠-٩])(?:\+|0|٠)[0-9٠-٩ ()-]{8,}[0-9٠-٩])/gu, '<bdi dir="ltr">$1</bdi>');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'name':
      return `<h1>${escape(block.text)}</h1>`;
    case 'subtitle':
      return `<p class="subtitle">${escape(block.text)}</p>`;
    case 'contact':
      return `<p class="contact">${bidiSafe(block.text)}</p>`;
    case 'heading':
      return `<h2>${escape(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${escape(block.text)}</p>`;
    case 'item':
      return `<p class="item">${bidiSafe(block.text)}</p>`;
    case 'entry': {
      const lines = block.lines
        .map((line) =>
          line.aside
            ? `<div class="row"><span class="${line.bold ? 'strong' : ''}">${escape(line.text)}</span><span class="dates">${escape(line.aside)}</span></div>`
            : `<div class="${line.bold ? 'strong' : ''}">${bidiSafe(line.text)}</div>`,
        )
        .join('');
      const bullets = block.bullets.length ? `<ul>${block.bullets.map((bullet) => `<li>${escape(bullet)}</li>`).join('')}</ul>` : '';
      return `<div class="entry">${block.dates ? `<div class="dates">${escape(block.dates)}</div>` : ''}${lines}${bullets}</div>`;
    }
  }
}

export function cvHtml(laidOut: LaidOutCv, options: HtmlOptions): string {
  const rtl = options.language !== 'en';
  const accent = options.accent ?? '#1f4e79';
  const family = options.font === 'vazirmatn' ? "'Vazirmatn'" : "'DejaVu Sans'";
  const faces =
    options.font === 'vazirmatn'
      ? `@font-face { font-family: 'Vazirmatn'; font-weight: 400; src: url(${fontUrl('Vazirmatn-Regular.woff2')}); }
         @font-face { font-family: 'Vazirmatn'; font-weight: 700; src: url(${fontUrl('Vazirmatn-Bold.woff2')}); }`
      : '';
  const two = laidOut.side.length > 0;
  const main = laidOut.main.map(blockHtml).join('\n');
  const side = laidOut.side.map(blockHtml).join('\n');
  const columns = options.sidebar === 'end' ? '1fr 32%' : '32% 1fr';
  const body = two
    ? `<div class="grid">${options.sidebar === 'end' ? `<main>${main}</main><aside>${side}</aside>` : `<aside>${side}</aside><main>${main}</main>`}</div>`
    : `<main>${main}</main>`;
  return `<!doctype html>
<html lang="${options.language}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><style>
${faces}
@page { size: A4; margin: 14mm 12mm; }
body { font-family: ${family}, sans-serif; font-size: 10.5pt; line-height: 1.55; color: #222; margin: 0; }
h1 { font-size: 22pt; margin: 0 0 2pt; color: ${accent}; }
h2 { font-size: 12.5pt; margin: 12pt 0 4pt; padding-bottom: 2pt; border-bottom: 1.5pt solid ${accent}; color: ${accent}; }
p { margin: 0 0 3pt; }
.subtitle { font-size: 12pt; color: #555; margin-bottom: 6pt; }
.contact { color: #333; }
.entry { margin: 0 0 8pt; break-inside: avoid; }
.strong { font-weight: 700; }
.row { display: flex; justify-content: space-between; gap: 12pt; }
.dates { color: #555; }
ul { margin: 2pt 0 0; padding-inline-start: 16pt; }
.grid { display: grid; grid-template-columns: ${columns}; gap: 16pt; }
aside { background: #eef3f8; padding: 10pt; border-radius: 4pt; }
aside h2 { font-size: 11.5pt; }
</style></head>
<body>${body}</body>
</html>`;
}
