import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import type { EditorHandle, EditorLabels } from './quill-editor';
import { Spinner } from './Spinner';

type EditorModule = typeof import('./quill-editor');

let loading: Promise<EditorModule> | undefined;
/** Quill (~200 KB) and its CSS come in their own chunk, fetched the first time an editor mounts. */
function loadEditor(): Promise<EditorModule> {
  loading ??= import('./quill-editor').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function editorLabels(): EditorLabels {
  return {
    toolbar: m.rte_toolbar(),
    heading: m.rte_heading(),
    normal: m.rte_normal(),
    heading1: m.rte_heading_1(),
    heading2: m.rte_heading_2(),
    heading3: m.rte_heading_3(),
    bold: m.rte_bold(),
    italic: m.rte_italic(),
    underline: m.rte_underline(),
    strike: m.rte_strike(),
    color: m.rte_color(),
    colorDefault: m.rte_color_default(),
    colorNames: {
      '#b91c1c': m.rte_color_red(),
      '#c2410c': m.rte_color_orange(),
      '#15803d': m.rte_color_green(),
      '#0f766e': m.rte_color_teal(),
      '#1d4ed8': m.rte_color_blue(),
      '#7e22ce': m.rte_color_purple(),
      '#475569': m.rte_color_grey(),
    },
    align: m.rte_align(),
    alignLeft: m.rte_align_left(),
    alignCenter: m.rte_align_center(),
    alignRight: m.rte_align_right(),
    alignJustify: m.rte_align_justify(),
    link: m.rte_link(),
    image: m.rte_image(),
    orderedList: m.rte_list_ordered(),
    bulletList: m.rte_list_bullet(),
    outdent: m.rte_outdent(),
    indent: m.rte_indent(),
    linkInput: m.rte_link_input(),
    enterLink: m.rte_link_enter(),
    visitLink: m.rte_link_visit(),
    editLink: m.rte_link_edit(),
    removeLink: m.rte_link_remove(),
    saveLink: m.rte_link_save(),
  };
}

export interface RichTextEditorProps {
  /** HTML as Quill writes it (its own markup: ql-* classes, <li data-list>); '' when empty. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** The language of the text being written, not of the interface: 'rtl' writes right-to-left, right-aligned. */
  dir?: 'ltr' | 'rtl';
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  /** Longest data: URL an inserted image may become; the server caps each rich-text field at 20,000 characters. */
  maxImageChars?: number;
}

/**
 * Quill 2 with the product's toolbar (docs/product.md#field-rules), loaded on first use. Toolbar controls get localised
 * names (Quill gives them none, or English ones), Tab moves on instead of inserting a tab, and the field has a label,
 * hint and error wired to the editable area like the other fields.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  dir = 'ltr',
  placeholder,
  error,
  hint,
  disabled = false,
  maxImageChars = 12_000,
}: RichTextEditorProps) {
  const locale = useLocale();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [imageRejected, setImageRejected] = useState(false);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const shownError = imageRejected ? m.rte_image_too_large() : error;
  const describedBy = [hint ? hintId : '', shownError ? errorId : ''].filter(Boolean).join(' ') || undefined;

  // The latest props, for the editor's callbacks and its (re)creation.
  const latest = useRef({ value, onChange, placeholder, describedBy, error, disabled, maxImageChars });
  latest.current = { value, onChange, placeholder, describedBy, error, disabled, maxImageChars };

  useEffect(() => {
    let cancelled = false;
    let created: EditorHandle | null = null;
    setStatus('loading');
    loadEditor().then(
      ({ createEditor }) => {
        const element = host.current;
        if (cancelled || !element) return;
        const props = latest.current;
        created = createEditor(element, {
          dir,
          value: props.value,
          placeholder: props.placeholder,
          labels: editorLabels(),
          labelledBy: labelId,
          describedBy: props.describedBy,
          invalid: Boolean(props.error),
          disabled: props.disabled,
          maxImageChars: props.maxImageChars,
          onChange: (html) => {
            setImageRejected(false);
            latest.current.onChange(html);
          },
          onImageRejected: () => setImageRejected(true),
        });
        editor.current = created;
        setStatus('ready');
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
      created?.destroy();
      editor.current = null;
    };
  }, [dir, labelId]);

  useEffect(() => editor.current?.setValue(value), [value, status]);
  useEffect(() => editor.current?.setLabels(editorLabels()), [locale, status]);
  useEffect(() => editor.current?.setPlaceholder(placeholder), [placeholder, status]);
  useEffect(() => editor.current?.setDescription(describedBy, Boolean(shownError)), [describedBy, shownError, status]);
  useEffect(() => editor.current?.setDisabled(disabled), [disabled, status]);

  return (
    <div className="flex flex-col gap-1">
      {/* A contenteditable area cannot be the target of <label for>: name it by id, focus it on click. */}
      <span id={labelId} className="text-sm font-medium text-slate-800" onClick={() => editor.current?.focus()}>
        {label}
      </span>
      <div className="relative">
        <div ref={host} className="kar-rte" data-dir={dir} data-invalid={Boolean(shownError)} hidden={status !== 'ready'} />
        {status === 'loading' && (
          <div className="flex min-h-52 items-center justify-center rounded-lg border border-slate-300 bg-white">
            <Spinner label={m.loading()} />
          </div>
        )}
        {status === 'failed' && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {m.error_network()}
          </p>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
