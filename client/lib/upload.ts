import { apiHeaders } from './api';
import type { EnvelopeBody } from './server-errors';

export interface UploadResult<Body = EnvelopeBody> {
  /** The HTTP status; 0 when the request never got an answer (network failure). */
  status: number;
  /** The reply parsed as JSON (our envelope), or null when there was none or it was not JSON. */
  body: Body | null;
}

export interface UploadOptions {
  /** Upload progress in whole percent, 0 to 100; only called when the browser knows the total size. */
  onProgress?: (percent: number) => void;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT' | 'PATCH';
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * POSTs a form with upload progress, which fetch() cannot report. Sends the interface language like every API
 * call and the session cookie (same-origin). Resolves with the status and the parsed JSON body for any answer,
 * error statuses included, and with status 0 on a network failure, so `problemOfEnvelope(status, body)` from
 * ./server-errors can turn either into something to show. Rejects with an AbortError when `signal` aborts.
 */
export function postFormWithProgress<Body = EnvelopeBody>(url: string, formData: FormData, options: UploadOptions = {}): Promise<UploadResult<Body>> {
  const { onProgress, headers = {}, signal, method = 'POST' } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    // Same-origin requests carry cookies by default; this keeps cross-origin ones from doing so.
    xhr.withCredentials = false;
    xhr.responseType = 'text';
    const allHeaders: Record<string, string> = { Accept: 'application/json', ...apiHeaders(), ...headers };
    for (const [name, value] of Object.entries(allHeaders)) xhr.setRequestHeader(name, value);

    let lastPercent = -1;
    const report = (percent: number) => {
      if (percent === lastPercent) return;
      lastPercent = percent;
      onProgress?.(percent);
    };
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      };
      xhr.upload.onload = () => report(100);
    }

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      let body: Body | null = null;
      if (xhr.responseText) {
        try {
          body = JSON.parse(xhr.responseText) as Body;
        } catch {
          body = null;
        }
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => {
      done();
      resolve({ status: 0, body: null });
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(formData);
  });
}
