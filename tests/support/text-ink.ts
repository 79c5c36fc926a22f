/**
 * Where dark text's ink falls on a picture, column by column, and how far two such profiles differ: a comparison of
 * two drawings of the same words that word order changes a lot, and a rasteriser's antialiasing and hinting little.
 */

/** RGBA pixels, row by row (what decodeJpeg in ./jpeg.ts and a canvas's getImageData give). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Lighter than this (0–255 darkness) is paper: JPEG leaves faint noise around letters, a canvas none. */
const paperNoise = 32;

/** Per column, the darkness (0–1 a pixel) summed over the rows [top, bottom). */
export function inkProfile(image: Pixels, top: number, bottom: number): Float64Array {
  const profile = new Float64Array(image.width);
  for (let y = Math.max(0, top); y < Math.min(image.height, bottom); y++) {
    for (let x = 0; x < image.width; x++) {
      const at = (y * image.width + x) * 4;
      const darkness = 255 - (0.299 * (image.data[at] ?? 255) + 0.587 * (image.data[at + 1] ?? 255) + 0.114 * (image.data[at + 2] ?? 255));
      if (darkness > paperNoise) profile[x] = (profile[x] ?? 0) + darkness / 255;
    }
  }
  return profile;
}

/** The profile averaged over 2·radius+1 columns: a glyph a pixel to one side barely moves it. */
function smoothed(profile: Float64Array, radius: number): Float64Array {
  return profile.map((_value, x) => {
    let sum = 0;
    for (let at = x - radius; at <= x + radius; at++) sum += profile[at] ?? 0;
    return sum / (2 * radius + 1);
  });
}

/**
 * How much two profiles differ, as a share of the ink they hold together: 0 for the same, 1 when no column has ink in
 * both. Each is smoothed over a few columns first.
 */
export function profileDistance(a: Float64Array, b: Float64Array, radius = 2): number {
  const [left, right] = [smoothed(a, radius), smoothed(b, radius)];
  let difference = 0;
  let total = 0;
  for (let x = 0; x < left.length; x++) {
    difference += Math.abs((left[x] ?? 0) - (right[x] ?? 0));
    total += (left[x] ?? 0) + (right[x] ?? 0);
  }
  return total === 0 ? 0 : difference / total;
}

/** The sum of a profile: how much ink the rows hold. */
export const totalInk = (profile: Float64Array) => profile.reduce((sum, value) => sum + value, 0);
