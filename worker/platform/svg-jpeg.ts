/**
 * SVG drawn to JPEG: resvg (WebAssembly) lays out and draws the SVG, shaping its text with rustybuzz (Arabic script
 * joined, runs ordered by the Unicode bidi algorithm), and mozjpeg (@jsquash/jpeg) encodes the pixels. workerd
 * compiles no WebAssembly from bytes, so the compiled modules and the fonts are handed in: the worker imports them as
 * modules (svg-jpeg-load.ts), Node compiles the same files (svg-jpeg.node.ts).
 *
 * resvg starts every text element as a left-to-right paragraph whatever its `direction`: right-to-left text must be
 * wrapped in RLI … PDI by the caller (share-card-layout.ts does), which resvg honours as the bidi algorithm says.
 */
// Only packages and types are imported, so that Node can load this file as it is (svg-jpeg.node.ts).
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import encodeJpeg, { init as initJpegEncoder } from '@jsquash/jpeg/encode.js';
import type { SvgRasterizer } from '../ports';

export interface SvgRasterModules {
  resvg: WebAssembly.Module;
  mozjpeg: WebAssembly.Module;
  /** Font files (TTF) the SVG's text may name by family. */
  fonts: ArrayBuffer[];
  /** The family used where the SVG names none it has. */
  defaultFontFamily: string;
}

/** Qualities tried in turn until the JPEG fits; text on flat colour stays sharp at the first one. */
const qualities = [86, 78, 70, 60, 50, 40] as const;

let resvgReady: Promise<void> | null = null;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A rasteriser over the compiled modules; resvg's module is initialised once per isolate (it allows one). */
export async function createSvgRasterizer(modules: SvgRasterModules): Promise<SvgRasterizer> {
  resvgReady ??= initWasm(modules.resvg);
  await resvgReady;
  // The typings know only init(options); the code also takes the compiled module first.
  await (initJpegEncoder as unknown as (module: WebAssembly.Module) => Promise<void>)(modules.mozjpeg);
  const fontBuffers = modules.fonts.map((font) => new Uint8Array(font));
  const options = { font: { fontBuffers, defaultFontFamily: modules.defaultFontFamily }, background: '#ffffff' };

  function draw(svg: string): { width: number; height: number; pixels: Uint8Array } {
    const resvg = new Resvg(svg, options);
    try {
      const image = resvg.render();
      try {
        return { width: image.width, height: image.height, pixels: image.pixels };
      } finally {
        image.free();
      }
    } finally {
      resvg.free();
    }
  }

  return {
    textWidth(text, font) {
      if (text.trim() === '') return 0;
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${Math.ceil(font.size * 2)}">` +
        `<text x="0" y="${font.size}" font-family="${escapeXml(font.family)}" font-size="${font.size}" font-weight="${font.weight}">${escapeXml(text)}</text></svg>`;
      const resvg = new Resvg(svg, options);
      try {
        const box = resvg.getBBox();
        const width = box ? box.x + box.width : 0;
        box?.free();
        return width;
      } finally {
        resvg.free();
      }
    },

    async jpeg(svg, maxBytes) {
      const { width, height, pixels } = draw(svg);
      const data = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength);
      let smallest: Uint8Array | null = null;
      for (const quality of qualities) {
        // The type wants an ImageData, which workerd has not; the encoder reads only these three fields.
        const image = { data, width, height } as unknown as Parameters<typeof encodeJpeg>[0];
        // Baseline: half the encoding time of progressive here, a few KB larger, and read by every link-preview crawler.
        const bytes = new Uint8Array(await encodeJpeg(image, { quality, progressive: false }));
        if (bytes.byteLength <= maxBytes) return { bytes, quality, width, height };
        smallest = bytes;
      }
      throw new Error(`SVG as JPEG: ${smallest?.byteLength ?? 0} bytes at the lowest quality, over ${maxBytes}`);
    },
  };
}
