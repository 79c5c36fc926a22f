/**
 * Where decoded pixels go: laid on white (a PDF page is white, so a transparent corner looks the same) and, when
 * the image is larger than it needs to be, averaged down to at most `maxSide` pixels on its longer side. Pixels
 * may arrive in any order (Adam7 passes), since each is simply added to the output pixel it falls in.
 */

export interface PixelSink {
  put(x: number, y: number, red: number, green: number, blue: number, alpha: number): void;
}

export interface RgbRaster {
  width: number;
  height: number;
  /** width × height × 3 bytes, row by row. */
  rgb: Uint8Array;
}

export interface FlatteningSink extends PixelSink {
  result(): RgbRaster;
}

/** Output size for an image of width × height whose longer side may be at most `maxSide`. */
export function fittedSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function flatteningSink(width: number, height: number, maxSide: number): FlatteningSink {
  const size = fittedSize(width, height, maxSide);
  const sums = new Uint32Array(size.width * size.height * 3);
  const counts = new Uint32Array(size.width * size.height);
  // Which output column and row each input column and row falls in, worked out once.
  const columnOf = Uint32Array.from({ length: width }, (_, x) => Math.min(size.width - 1, Math.floor((x * size.width) / width)));
  const rowOf = Uint32Array.from({ length: height }, (_, y) => Math.min(size.height - 1, Math.floor((y * size.height) / height)));
  return {
    put(x, y, red, green, blue, alpha) {
      const target = (rowOf[y] ?? 0) * size.width + (columnOf[x] ?? 0);
      const white = 255 * (255 - alpha);
      sums[target * 3] = (sums[target * 3] ?? 0) + Math.round((red * alpha + white) / 255);
      sums[target * 3 + 1] = (sums[target * 3 + 1] ?? 0) + Math.round((green * alpha + white) / 255);
      sums[target * 3 + 2] = (sums[target * 3 + 2] ?? 0) + Math.round((blue * alpha + white) / 255);
      counts[target] = (counts[target] ?? 0) + 1;
    },
    result() {
      const rgb = new Uint8Array(sums.length);
      for (let pixel = 0; pixel < counts.length; pixel++) {
        const count = counts[pixel] ?? 0;
        for (let channel = 0; channel < 3; channel++) {
          rgb[pixel * 3 + channel] = count ? Math.round((sums[pixel * 3 + channel] ?? 0) / count) : 255;
        }
      }
      return { ...size, rgb };
    },
  };
}
