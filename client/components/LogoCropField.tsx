import { useEffect, useState } from 'react';
import { logoAccept, logoMaxBytes } from '../../worker/features/companies/company-profile.schemas';
import { FileDropzone } from './ui/FileDropzone';
import { ImageCropper, logoCrop } from './ui/ImageCropper';
import { m } from '../paraglide/messages';

export interface LogoCropFieldProps {
  /** The logo in use, shown until a new one is cropped. */
  currentUrl?: string | null | undefined;
  /** The cropped logo (a square PNG), or undefined when the choice is removed or the crop cancelled. */
  onCropped: (logo: Blob | undefined) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Clears the chosen file (after the logo was saved, say) when it changes. */
  resetKey?: number;
  className?: string;
}

/**
 * The logo (docs/product.md#the-profile): JPG, PNG or GIF up to 2,000,000 bytes ('Attachment size is too big, select
 * another one'), cropped before saving ("Logo crop": the square crop dialog the CV photo's round one shares). The
 * preview shows the result.
 */
export function LogoCropField({ currentUrl, onCropped, error, disabled = false, resetKey = 0, className = '' }: LogoCropFieldProps) {
  const [source, setSource] = useState<File>();
  const [cropped, setCropped] = useState<Blob>();
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    setSource(undefined);
    setCropped(undefined);
  }, [resetKey]);

  // The preview's object URL lives as long as the cropped image it shows.
  useEffect(() => {
    if (!cropped) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(cropped);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [cropped]);

  const shown = preview ?? currentUrl ?? undefined;
  return (
    <div className={`flex items-center gap-4 ${className}`}>
      {shown && <img src={shown} alt={m.company_logo_preview()} className="size-20 shrink-0 rounded-lg border border-slate-200 object-contain" />}
      <div className="min-w-0 flex-1">
        <FileDropzone
          label={m.company_logo()}
          accept={logoAccept}
          maxBytes={logoMaxBytes}
          file={source}
          disabled={disabled}
          onChange={(file) => {
            setSource(file);
            setCropped(undefined);
            onCropped(undefined);
          }}
          tooBigMessage={m.v_attachment_too_big()}
          wrongTypeMessage={m.v_logo_file_type()}
          error={error}
        />
      </div>
      {source && !cropped && (
        <ImageCropper
          file={source}
          {...logoCrop}
          onCropped={(blob) => {
            setCropped(blob);
            onCropped(blob);
          }}
          onCancel={() => {
            setSource(undefined);
            onCropped(undefined);
          }}
        />
      )}
    </div>
  );
}
