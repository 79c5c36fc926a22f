/** ZIP archives built in memory (stored entries), for the DOCX content check and CV upload tests. */

const encoder = new TextEncoder();
export const text = (value: string) => new Uint8Array(encoder.encode(value));

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

function littleEndian(...fields: [value: number, size: 2 | 4][]): Uint8Array {
  const bytes = new Uint8Array(fields.reduce((sum, [, size]) => sum + size, 0));
  const view = new DataView(bytes.buffer);
  let offset = 0;
  for (const [value, size] of fields) {
    if (size === 2) view.setUint16(offset, value, true);
    else view.setUint32(offset, value, true);
    offset += size;
  }
  return bytes;
}

/** A ZIP of stored (uncompressed) entries, as the format's specification lays it out. */
export function zip(entries: [name: string, content: string][], options: { comment?: string; centralNames?: string[] } = {}): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  entries.forEach(([name, content], index) => {
    const nameBytes = text(name);
    const data = text(content);
    const crc = crc32(data);
    const local = concat(
      littleEndian([0x04034b50, 4], [20, 2], [0, 2], [0, 2], [0, 2], [0, 2], [crc, 4], [data.length, 4], [data.length, 4], [nameBytes.length, 2], [0, 2]),
      nameBytes,
      data,
    );
    // The central directory may name entries differently from the local headers: that is what a forger would do.
    const centralName = text(options.centralNames?.[index] ?? name);
    centrals.push(
      concat(
        littleEndian(
          [0x02014b50, 4],
          [20, 2],
          [20, 2],
          [0, 2],
          [0, 2],
          [0, 2],
          [0, 2],
          [crc, 4],
          [data.length, 4],
          [data.length, 4],
          [centralName.length, 2],
          [0, 2],
          [0, 2],
          [0, 2],
          [0, 2],
          [0, 4],
          [offset, 4],
        ),
        centralName,
      ),
    );
    locals.push(local);
    offset += local.length;
  });
  const directory = concat(...centrals);
  const comment = text(options.comment ?? '');
  const end = littleEndian([0x06054b50, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2], [directory.length, 4], [offset, 4], [comment.length, 2]);
  return concat(...locals, directory, end, comment);
}

export const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
export const docxEntries: [string, string][] = [
  ['[Content_Types].xml', contentTypes],
  ['_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>'],
  ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
];

/** The smallest .docx the upload check accepts. */
export const minimalDocx = () => zip(docxEntries);
