import { FileDropzone, type FileDropzoneProps } from './ui/FileDropzone';
import { m } from '../paraglide/messages';

/** What a CV file may be; the apply wizard takes a statement's file the same way. */
export const cvFileAccept = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const cvFileMaxBytes = 10 * 1024 * 1024;

export type CvFileDropzoneProps = Pick<FileDropzoneProps, 'file' | 'onChange' | 'error' | 'disabled'>;

/** The drop area for a CV file (docs/product.md#cv-uploads-and-attachments: PDF, DOC or DOCX up to 10MB), wherever a CV is uploaded. */
export function CvFileDropzone(props: CvFileDropzoneProps) {
  return (
    <FileDropzone
      label={m.cv_upload_file()}
      hint={m.cv_upload_hint()}
      accept={cvFileAccept}
      maxBytes={cvFileMaxBytes}
      tooBigMessage={m.v_cv_too_big()}
      wrongTypeMessage={m.v_cv_file_type()}
      {...props}
    />
  );
}
