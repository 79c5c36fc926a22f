/** A file answered so that no browser runs or sniffs it: downloads by default, PDFs and images inline. */
export interface FileReply {
  body: ReadableStream | Uint8Array;
  size: number;
  contentType: string;
  /** The name offered for saving; any characters (RFC 6266 `filename*` carries them, `filename` an ASCII copy). */
  name: string;
  cacheControl: string;
}

export function fileResponse({ body, size, contentType, name, cacheControl }: FileReply): Response {
  const inline = contentType === 'application/pdf' || contentType.startsWith('image/');
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': cacheControl,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
