import { useEffect, useState } from 'react';
import { type CvLocale, cvPdfFileName } from '../../worker/features/cvs/cvs.schemas';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';
import { SelectField } from './ui/SelectField';
import { Spinner } from './ui/Spinner';
import { useToast } from './ui/Toast';
import { apiHeaders } from '../lib/api';
import { currentLocale } from '../lib/i18n';
import { problemOfEnvelope, type EnvelopeBody } from '../lib/server-errors';
import { m } from '../paraglide/messages';
import { cvLanguageOptions } from '../lib/cv-labels';

/** A CV of the maker, rendered on request in a language, or a stored file (such as the CV an application sent). */
type PdfSource = { cvId: number } | { fileUrl: string };

function requestOf(source: PdfSource, language: CvLocale): [string, RequestInit] {
  const accept = { ...apiHeaders(), Accept: 'application/pdf, application/json' };
  if ('fileUrl' in source) return [source.fileUrl, { headers: accept }];
  return [
    `/api/v1/account/cvs/${source.cvId}/to-pdf`,
    { method: 'POST', headers: { ...accept, 'Content-Type': 'application/json' }, body: JSON.stringify({ language }) },
  ];
}

async function fetchPdf(source: PdfSource, language: CvLocale, signal: AbortSignal): Promise<{ ok: true; blob: Blob } | { ok: false; text: string }> {
  let response: Response;
  try {
    const [url, init] = requestOf(source, language);
    response = await fetch(url, { ...init, credentials: 'same-origin', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, text: problemOfEnvelope(0, null).text };
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && type.includes('application/pdf')) return { ok: true, blob: await response.blob() };
  const body = type.includes('json') ? ((await response.json().catch(() => null)) as EnvelopeBody | null) : null;
  return { ok: false, text: body ? problemOfEnvelope(response.status, body).text : m.cv_pdf_failed() };
}

/**
 * The PDF viewer dialog (docs/product.md#cv-pdf): the server renders the CV as a PDF in the chosen language; it is
 * shown in a frame of an object URL (CSP allows blob: frames) with a download link.
 */
export function PdfViewerModal({
  cvId,
  fileUrl,
  title,
  language,
  onClose,
}: {
  cvId: number | null;
  /** Instead of a CV id: a stored PDF to show as it is (the frozen CV of an application). */
  fileUrl?: string | null | undefined;
  title?: string | undefined;
  /** The CV's own language, shown first; the reader may pick another. Absent for an uploaded PDF, shown as it is. */
  language?: CvLocale | undefined;
  onClose: () => void;
}) {
  const source: PdfSource | null = fileUrl ? { fileUrl } : cvId !== null ? { cvId } : null;
  return (
    <Dialog open={source !== null} onClose={onClose} title={m.cv_pdf_title()} size="lg">
      {source !== null && <PdfViewer source={source} fileTitle={title} initialLanguage={fileUrl ? undefined : language} />}
    </Dialog>
  );
}

function PdfViewer({ source, fileTitle, initialLanguage }: { source: PdfSource; fileTitle?: string | undefined; initialLanguage: CvLocale | undefined }) {
  const toast = useToast();
  const translatable = initialLanguage !== undefined;
  const sourceKey = 'fileUrl' in source ? source.fileUrl : source.cvId;
  const [language, setLanguage] = useState<CvLocale>(initialLanguage ?? currentLocale());
  const [url, setUrl] = useState<string>();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setState('loading');
    setUrl(undefined);
    fetchPdf(source, language, controller.signal).then(
      (result) => {
        if (result.ok) {
          objectUrl = URL.createObjectURL(result.blob);
          setUrl(objectUrl);
          setState('ready');
        } else {
          setState('failed');
          toast.show('error', result.text);
        }
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // Fetched again only for another CV or language.
  }, [sourceKey, language]);

  const fileName = cvPdfFileName(fileTitle ?? '', translatable ? language : undefined);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          {translatable && (
            <SelectField
              label={m.cv_pdf_language()}
              options={cvLanguageOptions()}
              value={language}
              onChange={(event) => setLanguage(event.target.value as CvLocale)}
            />
          )}
        </div>
        {url ? (
          <a
            href={url}
            download={fileName}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {m.cv_download()}
          </a>
        ) : (
          <Button disabled>{m.cv_download()}</Button>
        )}
      </div>
      <div className="grid h-[70dvh] min-h-80 place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {state === 'loading' && <Spinner label={m.cv_pdf_loading()} />}
        {state === 'failed' && <p className="p-4 text-center text-sm text-red-800">{m.cv_pdf_failed()}</p>}
        {state === 'ready' && url && <iframe title={m.cv_pdf_title()} src={url} className="size-full border-0 bg-white" />}
      </div>
    </div>
  );
}
