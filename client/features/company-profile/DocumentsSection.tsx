import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type CompanyAttachment, companyDocumentAccept, companyDocumentMaxBytes } from '../../../worker/features/companies/company-profile.schemas';
import { Button } from '../../components/ui/Button';
import { FileDropzone, formatFileSize } from '../../components/ui/FileDropzone';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { formatDay } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useCompanyProblem, useQueryProblem } from '../../lib/company-problem';
import { ProfileSection } from './ProfileSection';
import { uploadDocument, useInvalidateCompanyProfile } from './profile-api';

const typeLabel: Record<string, string> = { pdf: 'PDF', jpeg: 'JPG', png: 'PNG' };

/** The company's documents (a registration certificate, a licence): upload with progress, list, download, delete. */
export function DocumentsSection() {
  const trpc = useTRPC();
  const toast = useToast();
  const locale = useLocale();
  const handleProblem = useCompanyProblem();
  const invalidate = useInvalidateCompanyProfile();
  const list = useInfiniteQuery(trpc.company.attachments.infiniteQueryOptions({ limit: 20 }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
  const problem = useQueryProblem(list.error);
  const remove = useMutation(trpc.company.deleteAttachment.mutationOptions());
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<CompanyAttachment | null>(null);
  const documents = list.data?.pages.flatMap((page) => page.attachments) ?? [];

  const upload = async (chosen: File | undefined) => {
    setFile(chosen);
    setError(undefined);
    if (!chosen) return;
    setProgress(0);
    const outcome = await uploadDocument(chosen, setProgress);
    setProgress(undefined);
    setFile(undefined);
    if (outcome.ok) {
      toast.show('success', replyText(outcome.code) ?? m.reply_attachment_uploaded());
      await invalidate();
      return;
    }
    const text = outcome.problem.fields.file ?? outcome.problem.text;
    setError(text);
    toast.show('error', text);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast.show('success', m.reply_attachment_deleted());
      await invalidate();
    } catch (failure) {
      handleProblem(failure);
    }
    setDeleting(null);
  };

  return (
    <ProfileSection id="cp-documents" title={m.cp_documents_title()} description={m.cp_documents_text()}>
      <FileDropzone
        label={m.cp_document_label()}
        hint={m.cp_document_hint()}
        accept={companyDocumentAccept}
        maxBytes={companyDocumentMaxBytes}
        file={file}
        disabled={progress !== undefined}
        onChange={(chosen) => void upload(chosen)}
        tooBigMessage={m.v_attachment_too_big()}
        wrongTypeMessage={m.cp_document_type()}
        error={error}
      />
      {progress !== undefined && <UploadProgress label={m.upload_progress()} percent={progress} />}
      {list.isLoading ? (
        <ul aria-busy="true" aria-label={m.loading()} className="flex flex-col gap-2">
          {[0, 1].map((index) => (
            <li key={index} className="h-14 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      ) : problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem.text}
        </p>
      ) : documents.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-700">{m.cp_documents_empty()}</p>
      ) : (
        <ul aria-label={m.cp_documents_title()} className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="flex min-w-0 flex-col">
                <a href={document.url} target="_blank" rel="noopener" className="truncate font-semibold text-brand-700 underline" dir="auto">
                  {document.name}
                </a>
                <span className="text-xs text-slate-700">
                  <span dir="ltr">
                    {typeLabel[document.type] ?? document.type} · {formatFileSize(document.size)}
                  </span>{' '}
                  · {formatDay(document.created_at.slice(0, 10), locale)}
                </span>
              </div>
              <Button variant="secondary" onClick={() => setDeleting(document)} aria-label={m.cp_document_delete_named({ name: document.name })}>
                {m.cp_document_delete()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.cp_documents_more()}
        </Button>
      )}
      <ConfirmDialog
        confirmation={
          deleting && {
            title: m.cp_document_delete_title(),
            text: m.cp_document_delete_text({ name: deleting.name }),
            confirm: m.cp_document_delete(),
            tone: 'danger',
          }
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </ProfileSection>
  );
}
