import { useState } from 'react';
import { type EnvelopeBody, problemOfEnvelope } from '../../lib/server-errors';
import { postFormWithProgress } from '../../lib/upload';
import { useServerFieldErrors } from '../../lib/useServerFieldErrors';

/**
 * What both sign-ups do with their form: post it as multipart with upload progress, put the server's field messages
 * at their fields and any other message beside the buttons. `send` resolves with the body of a 201, else undefined.
 */
export function useSignupRequest(url: string) {
  const server = useServerFieldErrors();
  const [progress, setProgress] = useState<number>();
  const [stepError, setStepError] = useState<string>();

  const send = async (values: Record<string, string>, file?: { name: string; blob: Blob; fileName?: string }): Promise<EnvelopeBody | undefined> => {
    setStepError(undefined);
    const body = new FormData();
    for (const [name, text] of Object.entries(values)) if (text) body.append(name, text);
    if (file) body.append(file.name, file.blob, file.fileName ?? (file.blob instanceof File ? file.blob.name : 'file'));
    setProgress(0);
    const reply = await postFormWithProgress(url, body, { onProgress: setProgress });
    setProgress(undefined);
    if (reply.status === 201) return reply.body ?? {};
    const problem = problemOfEnvelope(reply.status, reply.body);
    server.setErrors(problem.fields);
    if (Object.keys(problem.fields).length === 0) setStepError(problem.text);
    return undefined;
  };

  return { server, progress, stepError, send };
}
