import { useEffect, useId, useState } from 'react';
import { imageMaxBytes } from '../../../../worker/features/programs/programs.schemas';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { m } from '../../../paraglide/messages';

const accepted = 'image/jpeg,image/png,image/webp';

/**
 * The item's image: the current one, or the file chosen to replace it (sent after the item is saved, with
 * progress). The server reads the type from the bytes; this only spares a pointless upload of something too big.
 */
export function ImageField({
  current,
  file,
  onFile,
  percent,
  error,
}: {
  current: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  percent: number | undefined | null;
  error?: string | undefined;
}) {
  const id = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  const message = tooLarge ? m.pe_image_too_large({ max: imageMaxBytes / 1024 / 1024 }) : error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {m.pe_field_image()}
      </label>
      {shown && <img src={shown} alt="" className="aspect-[2/1] w-full max-w-sm rounded-lg bg-slate-100 object-cover" />}
      <input
        id={id}
        type="file"
        accept={accepted}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const fits = !chosen || chosen.size <= imageMaxBytes;
          setTooLarge(!fits);
          onFile(fits ? chosen : null);
        }}
        className="text-sm file:me-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {m.pe_image_hint({ max: imageMaxBytes / 1024 / 1024 })}
      </p>
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      )}
      {percent !== null && <UploadProgress percent={percent} label={m.pe_image_uploading()} />}
    </div>
  );
}
