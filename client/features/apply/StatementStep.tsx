import { useId } from 'react';
import { personalStatementMaxLength, statementFileMaxBytes } from '../../../worker/features/applications/applications.schemas';
import { controlClass } from '../../components/ui/Field';
import { FileDropzone } from '../../components/ui/FileDropzone';
import { m } from '../../paraglide/messages';
import { cvFileAccept } from '../../components/CvFileDropzone';
import { StepMessage } from './WizardFrame';

export interface StatementStepProps {
  statement: string;
  file: File | undefined;
  onStatement: (text: string) => void;
  onFile: (file: File | undefined) => void;
  /** The step's message (neither text nor file on Next). */
  error: string | undefined;
  /** The server's word about each field. */
  fieldErrors: { text?: string | undefined; file?: string | undefined };
  disabled: boolean;
}

/** Step 2 of the signed-in wizard: a personal statement written here, or a PDF, DOC or DOCX file up to 10MB. */
export function StatementStep({ statement, file, onStatement, onFile, error, fieldErrors, disabled }: StatementStepProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{m.apply_statement_intro()}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {m.apply_statement_label()}
        </label>
        <textarea
          id={id}
          value={statement}
          rows={8}
          maxLength={personalStatementMaxLength}
          disabled={disabled}
          aria-describedby={[hintId, fieldErrors.text ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={Boolean(fieldErrors.text) || undefined}
          onChange={(event) => onStatement(event.target.value)}
          className={`${controlClass} resize-y`}
        />
        <p id={hintId} className="text-xs text-slate-600">
          {m.apply_statement_count({ count: statement.length, max: personalStatementMaxLength })}
        </p>
        {fieldErrors.text && (
          <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
            {fieldErrors.text}
          </p>
        )}
      </div>
      <FileDropzone
        label={m.apply_statement_file()}
        hint={m.cv_upload_hint()}
        accept={cvFileAccept}
        maxBytes={statementFileMaxBytes}
        tooBigMessage={m.v_cv_too_big()}
        wrongTypeMessage={m.v_cv_file_type()}
        file={file}
        onChange={onFile}
        error={fieldErrors.file}
        disabled={disabled}
      />
      <StepMessage text={error} />
    </div>
  );
}
