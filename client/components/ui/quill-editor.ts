/**
 * Quill 2 and its stylesheet, loaded on demand by RichTextEditor (a dynamic import: neither is in the first page).
 * This module owns every DOM node Quill creates; React only gives it an empty host element.
 */
import Quill from 'quill';
import type { Range } from 'quill';
import snowTheme from 'quill/dist/quill.snow.css?inline';
import { addStylesheet } from '../../lib/lazy-stylesheet';
import karTheme from './RichTextEditor.css?inline';

addStylesheet(snowTheme, karTheme);

/** Text colours offered (all readable on white); `false` is "no colour" (the text's own). */
export const palette = ['#b91c1c', '#c2410c', '#15803d', '#0f766e', '#1d4ed8', '#7e22ce', '#475569'] as const;
export type PaletteColor = (typeof palette)[number];

/** docs/product.md#field-rules (rich texts): headers 1-3, bold, italic, underline, strike, colour, alignment, link, image, lists, indent. */
const toolbar = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [false, ...palette] }],
  [{ align: [] }],
  ['link', 'image'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
];

/** Formats the editor keeps (pasted content loses the rest); the server's sanitiser allows the same. */
const formats = ['header', 'bold', 'italic', 'underline', 'strike', 'color', 'align', 'direction', 'link', 'image', 'list', 'indent'];

export interface EditorLabels {
  toolbar: string;
  heading: string;
  normal: string;
  heading1: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  color: string;
  colorDefault: string;
  colorNames: Record<PaletteColor, string>;
  align: string;
  alignLeft: string;
  alignCenter: string;
  alignRight: string;
  alignJustify: string;
  link: string;
  image: string;
  orderedList: string;
  bulletList: string;
  outdent: string;
  indent: string;
  linkInput: string;
  enterLink: string;
  visitLink: string;
  editLink: string;
  removeLink: string;
  saveLink: string;
}

export interface EditorOptions {
  dir: 'ltr' | 'rtl';
  value: string;
  placeholder: string | undefined;
  labels: EditorLabels;
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  /** Longest data: URL an inserted image may become (the whole field is capped at 20,000 characters). */
  maxImageChars: number;
  onChange: (html: string) => void;
  onImageRejected: () => void;
}

export interface EditorHandle {
  setValue: (html: string) => void;
  setLabels: (labels: EditorLabels) => void;
  setPlaceholder: (placeholder: string | undefined) => void;
  setDescription: (describedBy: string | undefined, invalid: boolean) => void;
  setDisabled: (disabled: boolean) => void;
  focus: () => void;
  destroy: () => void;
}

/** A CSS string literal, for texts Quill's theme shows through `content:`. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}

/**
 * A pasted, dropped or chosen image becomes an inline data: URL (our CSP allows images only from us, data: and
 * blob:), scaled down until it fits the character budget, or is refused.
 */
async function compressImage(file: File, maxChars: number): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    for (const longest of [800, 640, 480, 360, 240, 160]) {
      const scale = Math.min(1, longest / Math.max(bitmap.width, bitmap.height));
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      for (const [type, quality] of [
        ['image/webp', 0.8],
        ['image/webp', 0.6],
        ['image/jpeg', 0.7],
      ] as const) {
        context.clearRect(0, 0, canvas.width, canvas.height);
        if (type === 'image/jpeg') {
          context.fillStyle = '#ffffff';
          context.fillRect(0, 0, canvas.width, canvas.height);
        }
        context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        const url = canvas.toDataURL(type, quality);
        // A browser that cannot write WebP answers with PNG: skip to JPEG then.
        if (!url.startsWith(`data:${type};`)) continue;
        if (url.length <= maxChars) return url;
      }
    }
    throw new Error('image too large');
  } finally {
    bitmap.close();
  }
}

export function createEditor(host: HTMLElement, options: EditorOptions): EditorHandle {
  const element = document.createElement('div');
  host.replaceChildren(element);

  let labels = options.labels;

  const quill = new Quill(element, {
    theme: 'snow',
    formats,
    placeholder: options.placeholder ?? '',
    bounds: host,
    modules: {
      toolbar,
      // Tab leaves the editor (no keyboard trap, WCAG 2.1.2); the toolbar's buttons indent.
      keyboard: { bindings: { tab: null, indent: null, outdent: null, 'remove tab': null } },
      uploader: {
        mimetypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        handler(range: Range, files: File[]) {
          if (range.length > 0) quill.deleteText(range, Quill.sources.USER);
          let index = range.index;
          void (async () => {
            for (const file of files) {
              try {
                const url = await compressImage(file, options.maxImageChars);
                quill.insertEmbed(index, 'image', url, Quill.sources.USER);
                index += 1;
              } catch {
                options.onImageRejected();
              }
            }
            quill.setSelection(index, Quill.sources.SILENT);
          })();
        },
      },
    },
  });

  const toolbarModule = quill.getModule('toolbar') as { container: HTMLElement | null } | undefined;
  const toolbarElement = toolbarModule?.container ?? null;
  const tooltip = host.querySelector<HTMLElement>('.ql-tooltip');
  const tooltipInput = tooltip?.querySelector<HTMLInputElement>('input[type="text"]') ?? null;
  const tooltipAction = tooltip?.querySelector<HTMLAnchorElement>('a.ql-action') ?? null;
  const tooltipRemove = tooltip?.querySelector<HTMLAnchorElement>('a.ql-remove') ?? null;

  const root = quill.root;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-labelledby', options.labelledBy);
  root.setAttribute('dir', options.dir);

  // The tooltip's links have no href, so they are not focusable: make them buttons.
  for (const anchor of [tooltipAction, tooltipRemove]) {
    if (!anchor) continue;
    anchor.setAttribute('role', 'button');
    anchor.tabIndex = 0;
    anchor.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        anchor.click();
      }
    });
  }
  tooltipInput?.setAttribute('data-link', 'https://');

  const labelTooltipAction = () => {
    if (!tooltip || !tooltipAction) return;
    tooltipAction.setAttribute('aria-label', tooltip.classList.contains('ql-editing') ? labels.saveLink : labels.editLink);
  };
  const tooltipObserver = tooltip ? new MutationObserver(labelTooltipAction) : null;
  if (tooltip) tooltipObserver?.observe(tooltip, { attributes: true, attributeFilter: ['class'] });

  const applyLabels = () => {
    host.style.setProperty('--rte-normal', cssString(labels.normal));
    host.style.setProperty('--rte-heading-1', cssString(labels.heading1));
    host.style.setProperty('--rte-heading-2', cssString(labels.heading2));
    host.style.setProperty('--rte-heading-3', cssString(labels.heading3));
    host.style.setProperty('--rte-visit', cssString(labels.visitLink));
    host.style.setProperty('--rte-edit', cssString(labels.editLink));
    host.style.setProperty('--rte-remove', cssString(labels.removeLink));
    host.style.setProperty('--rte-save', cssString(labels.saveLink));
    host.style.setProperty('--rte-enter-link', cssString(labels.enterLink));
    tooltipInput?.setAttribute('aria-label', labels.linkInput);
    tooltipRemove?.setAttribute('aria-label', labels.removeLink);
    labelTooltipAction();
    if (!toolbarElement) return;
    toolbarElement.setAttribute('aria-label', labels.toolbar);
    const name = (selector: string, label: string) => {
      for (const node of toolbarElement.querySelectorAll(selector)) {
        node.setAttribute('aria-label', label);
        node.setAttribute('title', label);
      }
    };
    name('button.ql-bold', labels.bold);
    name('button.ql-italic', labels.italic);
    name('button.ql-underline', labels.underline);
    name('button.ql-strike', labels.strike);
    name('button.ql-link', labels.link);
    name('button.ql-image', labels.image);
    name('button.ql-list[value="ordered"]', labels.orderedList);
    name('button.ql-list[value="bullet"]', labels.bulletList);
    name('button.ql-indent[value="-1"]', labels.outdent);
    name('button.ql-indent[value="+1"]', labels.indent);
    name('.ql-header .ql-picker-label', labels.heading);
    name('.ql-header .ql-picker-item:not([data-value])', labels.normal);
    name('.ql-header .ql-picker-item[data-value="1"]', labels.heading1);
    name('.ql-header .ql-picker-item[data-value="2"]', labels.heading2);
    name('.ql-header .ql-picker-item[data-value="3"]', labels.heading3);
    name('.ql-color .ql-picker-label', labels.color);
    name('.ql-color .ql-picker-item:not([data-value])', labels.colorDefault);
    for (const color of palette) name(`.ql-color .ql-picker-item[data-value="${color}"]`, labels.colorNames[color]);
    name('.ql-align .ql-picker-label', labels.align);
    name('.ql-align .ql-picker-item:not([data-value])', labels.alignLeft);
    name('.ql-align .ql-picker-item[data-value="center"]', labels.alignCenter);
    name('.ql-align .ql-picker-item[data-value="right"]', labels.alignRight);
    name('.ql-align .ql-picker-item[data-value="justify"]', labels.alignJustify);
  };

  /** Right-to-left fields write right-to-left, right-aligned lines unless the user aligned them otherwise. */
  const applyDirection = (source: 'api' | 'silent') => {
    if (options.dir !== 'rtl') return;
    let index = 0;
    for (const line of quill.getLines()) {
      const length = line.length();
      const lineFormats = (line as { formats?: () => Record<string, unknown> }).formats?.() ?? {};
      if (lineFormats.direction !== 'rtl') {
        quill.formatLine(index, 1, { direction: 'rtl', align: lineFormats.align ?? 'right' }, source);
      }
      index += length;
    }
  };

  let lastHtml = '';
  const currentHtml = () => (quill.getLength() <= 1 ? '' : root.innerHTML);

  const setValue = (html: string) => {
    quill.setContents(quill.clipboard.convert({ html }), Quill.sources.SILENT);
    applyDirection('silent');
    lastHtml = html;
  };

  setValue(options.value);
  applyLabels();
  quill.enable(!options.disabled);

  const setDescription = (describedBy: string | undefined, invalid: boolean) => {
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(invalid));
  };
  setDescription(options.describedBy, options.invalid);

  let adjusting = false;
  quill.on(Quill.events.TEXT_CHANGE, (_delta, _old, source) => {
    if (source === Quill.sources.USER && !adjusting) {
      adjusting = true;
      try {
        applyDirection('api'); // pasted lines come without direction
      } finally {
        adjusting = false;
      }
    }
    if (source === Quill.sources.SILENT) return;
    const html = currentHtml();
    if (html === lastHtml) return;
    lastHtml = html;
    options.onChange(html);
  });

  return {
    setValue: (html) => {
      if (html !== lastHtml) setValue(html);
    },
    setLabels: (next) => {
      labels = next;
      applyLabels();
    },
    setPlaceholder: (placeholder) => {
      root.dataset.placeholder = placeholder ?? '';
    },
    setDescription,
    setDisabled: (disabled) => quill.enable(!disabled),
    focus: () => quill.focus(),
    destroy: () => {
      tooltipObserver?.disconnect();
      quill.off(Quill.events.TEXT_CHANGE);
      host.replaceChildren();
      host.removeAttribute('style');
    },
  };
}
