/** Small real files for upload tests, built in memory. */

export function minimalPdf(text = 'Kar CV'): Uint8Array<ArrayBuffer> {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 12 Tf 20 100 Td (${text}) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;
  return new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>;
}

/** A 1x1 transparent PNG. */
export function tinyPng(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (character) =>
    character.charCodeAt(0),
  );
}
