import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CvFileDropzone } from '../../components/CvFileDropzone';
import { Spinner } from '../../components/ui/Spinner';
import type { CvImportDraft } from '../../lib/cv-import-draft';
import { lookupQuery } from '../../lib/lookup-query';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import type { CvFileErrorCode } from './read-cv-file';
import { draftOfEmbed, draftOfParsed, lookupTextsOf } from './to-draft';

const fileErrors: Record<CvFileErrorCode, () => string> = {
  empty: m.cv_import_error_empty,
  too_large: m.cv_import_error_too_large,
  not_pdf_or_docx: m.cv_import_error_not_pdf_or_docx,
  doc_format: m.cv_import_error_doc_format,
  password: m.cv_import_error_password,
  scanned: m.cv_import_error_scanned,
  unreadable: m.cv_import_error_unreadable,
};

type Stage = 'idle' | 'reading' | 'matching';
const reviewLookups = ['institutions', 'cities', 'degrees', 'languages', 'additional_types'] as const;

/**
 * The first step of an import (docs/product.md#cv-import): a PDF or Word file read in the browser, by a chunk loaded
 * only now (pdf.js and the DOCX reader never reach the first pages), then its names matched to the lookups by the server.
 * A file that cannot be read says why in the reader's language; nothing is saved here.
 */
export function CvImportPicker({ onRead }: { onRead: (draft: CvImportDraft) => void }) {
  const trpc = useTRPC();
  const matchLookups = useMutation(trpc.cv.importLookups.mutationOptions());
  const [file, setFile] = useState<File>();
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  // The screen is there to import: the reader and pdf.js load and start, and the lookups the review names come, while
  // the seeker looks for the file.
  useEffect(() => {
    import('./read-cv-file').then(({ prepareCvReading }) => prepareCvReading()).catch(() => undefined);
    for (const name of reviewLookups) void queryClient.prefetchQuery(lookupQuery(name));
  }, [queryClient]);

  const read = async (chosen: File) => {
    setError(undefined);
    setStage('reading');
    // User Timing marks: the reading's time shows in DevTools, and the bench reads it (tests/bench/cv-import.ts).
    performance.mark('cv-import:start');
    try {
      const { readCvFile, CvFileError } = await import('./read-cv-file');
      try {
        const reading = await readCvFile({ name: chosen.name, bytes: new Uint8Array(await chosen.arrayBuffer()) });
        performance.measure('cv-import:read', 'cv-import:start');
        if (reading.kind === 'kar') return onRead(draftOfEmbed(reading.embed, chosen));
        setStage('matching');
        const matches = await matchLookups.mutateAsync(lookupTextsOf(reading.cv));
        // Loaded with the screen (above); without it the cards show no type's name until an item is edited.
        const additionalTypes = await queryClient.fetchQuery(lookupQuery('additional_types')).catch(() => []);
        onRead(draftOfParsed(reading.cv, matches, reading.format, reading.aliK, chosen, additionalTypes));
      } catch (failure) {
        setError(failure instanceof CvFileError ? fileErrors[failure.code]() : problemOf(failure).text);
      }
    } catch {
      // The reading chunk itself did not load (a dropped connection).
      setError(m.error_network());
    } finally {
      setStage('idle');
    }
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">{m.cv_import_intro()}</p>
      <CvFileDropzone
        file={file}
        disabled={stage !== 'idle'}
        error={error}
        onChange={(chosen) => {
          setFile(chosen);
          setError(undefined);
          if (chosen) void read(chosen);
        }}
      />
      {stage !== 'idle' && <Spinner label={stage === 'reading' ? m.cv_import_reading() : m.cv_import_matching()} />}
    </div>
  );
}
