/**
 * PNG reading and writing without a decoder library: every colour type and bit depth, palettes with transparency,
 * Adam7 interlacing. Reading streams the image data (DecompressionStream) and hands out one unfiltered scanline at a
 * time, so a large image never sits in memory whole; writing makes the simplest PNG there is (8-bit RGB, not
 * interlaced), which a PDF writer can embed without decoding it.
 */
import type { PixelSink } from './image-raster';

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

export interface PngInfo extends PngHeader {
  /** PLTE as RGB triples. */
  palette: Uint8Array | null;
  /** tRNS as it is stored: alpha per palette index, or one gray or RGB sample (16-bit big-endian each). */
  transparency: Uint8Array | null;
  /** The IDAT chunks' payloads, in order (one zlib stream). */
  data: Uint8Array[];
}

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const allowedDepths: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

export class ImageFormatError extends Error {}

const u32 = (bytes: Uint8Array, offset: number) =>
  (((bytes[offset] ?? 0) << 24) | ((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0)) >>> 0;

/** The chunks a PNG needs to be drawn; throws ImageFormatError when it is not a PNG we can read. */
export function readPngInfo(bytes: Uint8Array): PngInfo {
  if (!signature.every((byte, index) => bytes[index] === byte)) throw new ImageFormatError('not a PNG');
  let header: PngHeader | null = null;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const data: Uint8Array[] = [];
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = u32(bytes, offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw new ImageFormatError('truncated PNG chunk');
    if (type === 'IHDR') {
      header = { width: u32(body, 0), height: u32(body, 4), bitDepth: body[8] ?? 0, colorType: body[9] ?? -1, interlaced: body[12] === 1 };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || !data.length) throw new ImageFormatError('PNG without IHDR or IDAT');
  const depths = allowedDepths[header.colorType];
  if (!depths?.includes(header.bitDepth) || header.width < 1 || header.height < 1) throw new ImageFormatError('unsupported PNG header');
  if (header.colorType === 3 && !palette) throw new ImageFormatError('palette PNG without PLTE');
  return { ...header, palette, transparency, data };
}

/** Adam7: each pass's first column and row, and its steps. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Pass {
  x0: number;
  y0: number;
  dx: number;
  dy: number;
  columns: number;
  rows: number;
}

function passesOf(info: PngHeader): Pass[] {
  if (!info.interlaced) return [{ x0: 0, y0: 0, dx: 1, dy: 1, columns: info.width, rows: info.height }];
  return adam7
    .map(([x0, y0, dx, dy]) => ({ x0, y0, dx, dy, columns: Math.ceil((info.width - x0) / dx), rows: Math.ceil((info.height - y0) / dy) }))
    .filter((pass) => pass.columns > 0 && pass.rows > 0);
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** Undoes a scanline's filter in place (`previous` is the unfiltered row above, zeros for a pass's first row). */
function unfilter(filter: number, row: Uint8Array, previous: Uint8Array, bytesPerPixel: number): void {
  const length = row.length;
  switch (filter) {
    case 0:
      return;
    case 1:
      for (let i = bytesPerPixel; i < length; i++) row[i] = ((row[i] ?? 0) + (row[i - bytesPerPixel] ?? 0)) & 0xff;
      return;
    case 2:
      for (let i = 0; i < length; i++) row[i] = ((row[i] ?? 0) + (previous[i] ?? 0)) & 0xff;
      return;
    case 3:
      for (let i = 0; i < length; i++) {
        const left = i >= bytesPerPixel ? (row[i - bytesPerPixel] ?? 0) : 0;
        row[i] = ((row[i] ?? 0) + ((left + (previous[i] ?? 0)) >> 1)) & 0xff;
      }
      return;
    case 4:
      for (let i = 0; i < length; i++) {
        const left = i >= bytesPerPixel ? (row[i - bytesPerPixel] ?? 0) : 0;
        const upLeft = i >= bytesPerPixel ? (previous[i - bytesPerPixel] ?? 0) : 0;
        row[i] = ((row[i] ?? 0) + paeth(left, previous[i] ?? 0, upLeft)) & 0xff;
      }
      return;
    default:
      throw new ImageFormatError(`unknown PNG filter ${filter}`);
  }
}

/** Turns one unfiltered scanline into RGBA pixels for the sink. */
function pixelWriter(info: PngInfo): (row: Uint8Array, pass: Pass, passRow: number, sink: PixelSink) => void {
  const { bitDepth, colorType, palette, transparency } = info;
  const channels = channelsOf[colorType] ?? 1;
  const maxSample = (1 << Math.min(bitDepth, 8)) - 1;
  const sample = (row: Uint8Array, index: number): number => {
    if (bitDepth === 8) return row[index] ?? 0;
    if (bitDepth === 16) return ((row[index * 2] ?? 0) << 8) | (row[index * 2 + 1] ?? 0);
    const perByte = 8 / bitDepth;
    const byte = row[Math.floor(index / perByte)] ?? 0;
    const shift = 8 - bitDepth * ((index % perByte) + 1);
    return (byte >> shift) & maxSample;
  };
  /** A sample at 8 bits (16-bit keeps its high byte; 1, 2 and 4 bits are stretched to 0…255). */
  const to8 = (value: number) => (bitDepth === 16 ? value >> 8 : bitDepth === 8 ? value : Math.round((value * 255) / maxSample));
  const key = (index: number) => (transparency ? ((transparency[index * 2] ?? 0) << 8) | (transparency[index * 2 + 1] ?? 0) : -1);
  const grayKey = colorType === 0 ? key(0) : -1;
  const rgbKey = colorType === 2 ? [key(0), key(1), key(2)] : null;

  return (row, pass, passRow, sink) => {
    const y = pass.y0 + passRow * pass.dy;
    for (let column = 0; column < pass.columns; column++) {
      const x = pass.x0 + column * pass.dx;
      const first = column * channels;
      if (colorType === 3) {
        const index = sample(row, first);
        const alpha = transparency && index < transparency.length ? (transparency[index] ?? 255) : 255;
        sink.put(x, y, palette?.[index * 3] ?? 0, palette?.[index * 3 + 1] ?? 0, palette?.[index * 3 + 2] ?? 0, alpha);
      } else if (colorType === 0 || colorType === 4) {
        const gray = sample(row, first);
        const alpha = colorType === 4 ? to8(sample(row, first + 1)) : gray === grayKey ? 0 : 255;
        const value = to8(gray);
        sink.put(x, y, value, value, value, alpha);
      } else {
        const red = sample(row, first);
        const green = sample(row, first + 1);
        const blue = sample(row, first + 2);
        const alpha = colorType === 6 ? to8(sample(row, first + 3)) : rgbKey && red === rgbKey[0] && green === rgbKey[1] && blue === rgbKey[2] ? 0 : 255;
        sink.put(x, y, to8(red), to8(green), to8(blue), alpha);
      }
    }
  };
}

/**
 * Decodes a PNG's pixels into `sink`, scanline by scanline as the data inflates. Throws ImageFormatError for data
 * that does not make the image the header announces.
 */
export async function decodePng(info: PngInfo, sink: PixelSink): Promise<void> {
  const channels = channelsOf[info.colorType] ?? 1;
  const bitsPerPixel = channels * info.bitDepth;
  const bytesPerPixel = Math.max(1, bitsPerPixel >> 3);
  const write = pixelWriter(info);
  const passes = passesOf(info);
  let passIndex = 0;
  let passRow = 0;
  const rowBytes = (pass: Pass) => Math.ceil((pass.columns * bitsPerPixel) / 8);
  let current = new Uint8Array(1 + rowBytes(passes[0] as Pass));
  let previous = new Uint8Array(current.length - 1);
  let filled = 0;

  const take = (chunk: Uint8Array) => {
    let offset = 0;
    while (offset < chunk.length && passIndex < passes.length) {
      const count = Math.min(current.length - filled, chunk.length - offset);
      current.set(chunk.subarray(offset, offset + count), filled);
      filled += count;
      offset += count;
      if (filled < current.length) return;
      const pass = passes[passIndex] as Pass;
      const row = current.subarray(1);
      unfilter(current[0] ?? 0, row, previous, bytesPerPixel);
      write(row, pass, passRow, sink);
      previous.set(row);
      filled = 0;
      if (++passRow === pass.rows) {
        passRow = 0;
        const next = passes[++passIndex];
        if (next) {
          current = new Uint8Array(1 + rowBytes(next));
          previous = new Uint8Array(current.length - 1);
        }
      }
    }
  };

  const compressed = new Blob(info.data).stream();
  const reader = compressed.pipeThrough(new DecompressionStream('deflate')).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      take(value);
      if (passIndex === passes.length) break;
    }
  } catch (error) {
    throw error instanceof ImageFormatError ? error : new ImageFormatError(`PNG data: ${String(error)}`);
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  if (passIndex < passes.length) throw new ImageFormatError('PNG data ends before the image does');
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An 8-bit RGB, non-interlaced PNG of `rgb` (width × height × 3 bytes, row by row). */
export async function encodeRgbPng(width: number, height: number, rgb: Uint8Array): Promise<Uint8Array> {
  const rowBytes = width * 3;
  const raw = new Uint8Array(height * (rowBytes + 1));
  // Filter "Sub" on every row: a photo's neighbouring pixels are alike, so the differences compress better.
  for (let y = 0; y < height; y++) {
    const source = y * rowBytes;
    const target = y * (rowBytes + 1);
    raw[target] = 1;
    for (let i = 0; i < rowBytes; i++) raw[target + 1 + i] = ((rgb[source + i] ?? 0) - (i >= 3 ? (rgb[source + i - 3] ?? 0) : 0)) & 0xff;
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [new Uint8Array(signature), chunk('IHDR', header), chunk('IDAT', await deflate(raw)), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
