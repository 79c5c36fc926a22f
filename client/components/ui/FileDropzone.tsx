import { type DragEvent, useId, useRef, useState } from 'react';
import { m } from '../../paraglide/messages';

/**
 * Whether `file` matches an `accept` list as <input type="file" accept> reads it: extensions (".pdf"), exact types
 * ("application/pdf") and wildcards ("image/*"). An empty list accepts anything. The server checks again by
 * content (magic bytes); this only spares the user a wasted upload.
 */
export function fileMatchesAccept(file: File, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** 1.2 MB, 340 KB, 12 B: Latin digits and the units the product's messages use (docs/product.md#cv-uploads-and-attachments), in every language. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${kilobytes < 10 ? kilobytes.toFixed(1) : Math.round(kilobytes)} KB`;
  const megabytes = kilobytes / 1024;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

export interface FileDropzoneProps {
  label: string;
  /** As for <input type="file" accept>, e.g. ".pdf,.doc,.docx" or "image/jpeg,image/png,image/gif". */
  accept: string;
  maxBytes: number;
  tooBigMessage: string;
  wrongTypeMessage: string;
  /** The chosen file, if any. */
  file: File | null | undefined;
  /** A checked file, or undefined when the user removes it. */
  onChange: (file: File | undefined) => void;
  /** Shown under the area, e.g. "PDF, DOC or DOCX up to 10MB". */
  hint?: string | undefined;
  /** An error from elsewhere (the server); a client-side check's error takes its place while it applies. */
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
}

function FileIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}

/**
 * Drag a file in, or activate the area (click, Enter or Space) to choose one. Type and size are checked before
 * `onChange` sees the file; a rejected file leaves the previous choice in place and shows the given message.
 */
export function FileDropzone({
  label,
  accept,
  maxBytes,
  tooBigMessage,
  wrongTypeMessage,
  file: value,
  onChange,
  hint,
  error,
  disabled = false,
  name,
}: FileDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const [clientError, setClientError] = useState<string | undefined>();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const promptId = `${baseId}-prompt`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const shownError = clientError ?? error;
  const describedBy = [hint ? hintId : '', shownError ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const take = (file: File | undefined) => {
    if (!file) return;
    if (!fileMatchesAccept(file, accept)) {
      setClientError(wrongTypeMessage);
      return;
    }
    if (file.size > maxBytes) {
      setClientError(tooBigMessage);
      return;
    }
    setClientError(undefined);
    onChange(file);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const remove = () => {
    setClientError(undefined);
    onChange(undefined);
    // The remove button disappears with the file: keep focus in the field.
    requestAnimationFrame(() => chooseButton.current?.focus());
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed transition-colors ${
          dragging ? 'border-brand-600 bg-brand-50' : shownError ? 'border-red-600 bg-white' : 'border-slate-300 bg-white'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        {value ? (
          <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="flex items-center gap-3 p-3">
            <FileIcon className="size-8 shrink-0 text-brand-700" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">
                <bdi>{value.name}</bdi>
              </p>
              <p dir="ltr" className="text-xs text-slate-600 rtl:text-end">
                {formatFileSize(value.size)}
              </p>
            </div>
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              aria-label={m.dropzone_remove({ name: value.name })}
              className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-red-700 disabled:cursor-not-allowed"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </svg>
            </button>
          </div>
        ) : (
          <button
            ref={chooseButton}
            type="button"
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-labelledby={`${labelId} ${promptId}`}
            aria-describedby={describedBy}
            aria-invalid={shownError ? true : undefined}
            className="flex w-full flex-col items-center gap-2 rounded-xl px-4 py-6 text-center disabled:cursor-not-allowed"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-slate-500" fill="none" stroke="currentColor" strokeWidth="1.5">
              <path d="M12 16V4m0 0L7 9m5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
            </svg>
            <span id={promptId} className="text-sm text-slate-700">
              {m.dropzone_prompt_drag()} <span className="font-semibold text-brand-700 underline">{m.dropzone_prompt_choose()}</span>
            </span>
          </button>
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
      <input
        ref={input}
        type="file"
        name={name}
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files?.[0]);
          // Choosing the same file again after removing it must fire change again.
          event.target.value = '';
        }}
      />
    </div>
  );
}
