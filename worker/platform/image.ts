/**
 * An uploaded image made ready for a PDF writer (pdfkit, under @react-pdf/renderer).
 *
 * pdfkit embeds a JPEG as it is and a plain PNG's compressed data as it is, but a PNG with an alpha channel, a
 * palette with transparency or interlacing has to be decoded, which it does through fflate's asynchronous inflate:
 * that starts a `Worker`, workerd has none, and the PDF fails. It knows no WebP at all. So every image but a JPEG
 * is decoded here (PNG: image-png.ts; WebP: image-webp.ts), laid on white, reduced to the size the PDF needs and
 * written again as the simplest PNG (8-bit RGB, not interlaced), which pdfkit embeds without decoding anything.
 * JPEG (baseline or progressive, grey, RGB or CMYK) goes in unchanged: PDF readers decode it themselves.
 */
import { detectFileType } from './file-type';
import { decodePng, encodeRgbPng, ImageFormatError, readPngInfo } from './image-png';
import { flatteningSink } from './image-raster';
import { decodeWebp, webpSize } from './image-webp';

export { ImageFormatError } from './image-png';

export interface PdfImage {
  bytes: Uint8Array;
  mime: 'image/jpeg' | 'image/png';
}

export interface PdfImageOptions {
  /** Longest side in pixels of a decoded image (a JPEG keeps its size). */
  maxSide: number;
}

/**
 * The most pixels a decoded PNG may have: beyond it decoding would take seconds of CPU time (PNG is decoded a
 * scanline at a time, so memory is no limit). Uploads are at most 2 MB, so only a flat, synthetic image could be
 * this large.
 */
export const maxPngPixels = 40_000_000;
/**
 * The WebP decoder holds the whole image in its memory and hands back a copy: 12 megapixels (a phone photo) are
 * about 100 MB at the peak, near a Worker's 128 MB.
 */
export const maxWebpPixels = 12_000_000;

function checkSize(width: number, height: number, maxPixels: number): void {
  if (width < 1 || height < 1 || width * height > maxPixels) throw new ImageFormatError(`image too large to decode: ${width}×${height}`);
}

/**
 * The image as a JPEG or a plain PNG a PDF writer embeds without decoding. Throws ImageFormatError for bytes that
 * are no image of a known kind or do not decode.
 */
export async function imageForPdf(bytes: Uint8Array, options: PdfImageOptions): Promise<PdfImage> {
  const type = detectFileType(bytes);
  if (type === 'jpeg') return { bytes, mime: 'image/jpeg' };
  if (type === 'png') {
    const info = readPngInfo(bytes);
    checkSize(info.width, info.height, maxPngPixels);
    const sink = flatteningSink(info.width, info.height, options.maxSide);
    await decodePng(info, sink);
    const { width, height, rgb } = sink.result();
    return { bytes: await encodeRgbPng(width, height, rgb), mime: 'image/png' };
  }
  if (type === 'webp') {
    const size = webpSize(bytes);
    if (!size) throw new ImageFormatError('WebP without a known header');
    checkSize(size.width, size.height, maxWebpPixels);
    const sink = flatteningSink(size.width, size.height, options.maxSide);
    try {
      await decodeWebp(bytes, sink);
    } catch (error) {
      throw new ImageFormatError(`WebP: ${String(error)}`);
    }
    const { width, height, rgb } = sink.result();
    return { bytes: await encodeRgbPng(width, height, rgb), mime: 'image/png' };
  }
  throw new ImageFormatError(`not an image a PDF can show: ${type ?? 'unknown'}`);
}
