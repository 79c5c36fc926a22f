import { useState } from 'react';
import { cvUploadSchema } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { fieldMessage } from '../../lib/field-messages';
import { replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { CvFileDropzone } from '../../components/CvFileDropzone';
import { postEnvelope } from '../../lib/post-envelope';
import { useInvalidateCvs } from './cv-api';

/**
 * The Upload CV dialog (docs/product.md#cv-uploads-and-attachments): a title and a drag-and-drop file; Done stays
 * disabled until a file is chosen. `onUploaded` hears the new CV's id (the apply wizard chooses it).
 */
export function UploadCvDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded?: (cvId: number) => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={m.cv_upload_title()}>
      {open && <UploadCvForm onClose={onClose} onUploaded={onUploaded} />}
    </Dialog>
  );
}

function UploadCvForm({ onClose, onUploaded }: { onClose: () => void; onUploaded: ((cvId: number) => void) | undefined }) {
  const toast = useToast();
  const invalidate = useInvalidateCvs();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = progress !== undefined;

  const submit = async () => {
    if (!file) return;
    const checked = cvUploadSchema.safeParse({ name });
    if (!checked.success) {
      setErrors({ name: fieldMessage(checked.error.issues[0]?.message) ?? '' });
      return;
    }
    setProgress(0);
    const outcome = await postEnvelope<{ cv?: { id: number } }>('/api/v1/account/cvs/upload', { name: checked.data.name }, { file_path: file }, setProgress);
    setProgress(undefined);
    if (outcome.ok) {
      toast.show('success', replyText(outcome.code || 'cv_uploaded') ?? m.reply_cv_uploaded());
      void invalidate();
      if (outcome.data.cv) onUploaded?.(outcome.data.cv.id);
      onClose();
      return;
    }
    const { fields, code, text } = outcome.problem;
    setErrors(fields);
    // A rejected file gets the product's one exact message (docs/product.md#cv-uploads-and-attachments) unless the server said something about the file itself.
    const fileProblem = code === 'payload_too_large' || code === 'unsupported_file_type';
    toast.show('error', fields.file_path ?? fields.name ?? (fileProblem ? m.v_cv_file_type() : text));
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={m.cv_field_title()}
        value={name}
        maxLength={120}
        onChange={(event) => {
          setName(event.target.value);
          setErrors(({ name: _name, ...rest }) => rest);
        }}
        error={errors.name}
        disabled={busy}
      />
      <CvFileDropzone
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setErrors(({ file_path: _file, ...rest }) => rest);
        }}
        error={errors.file_path}
        disabled={busy}
      />
      {busy && <UploadProgress label={m.upload_progress()} percent={progress} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {m.button_cancel()}
        </Button>
        <Button type="submit" disabled={!file} busy={busy}>
          {m.cv_done()}
        </Button>
      </div>
    </form>
  );
}
