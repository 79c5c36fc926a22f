// Draws the app's icons for the web app manifest and iOS from the logo's mark (client/public/favicon.svg), as PNGs
// committed under client/public/icons/. Run it again when the logo changes: `node scripts/make-icons.ts`.
// sharp comes with wrangler (Miniflare's image binding), so the script needs nothing of its own.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const teal = '#0f766e';
/** The "K" of favicon.svg, on its 32-unit grid. */
const mark = 'M10 7h4v8l6-8h5l-7 9 7 9h-5l-6-8v8h-4z';

/** The mark on a teal tile: rounded for "any" purpose; full-bleed with the mark in the safe zone for "maskable" and iOS. */
function svg(shape: 'rounded' | 'full-bleed'): string {
  const tile = shape === 'rounded' ? `<rect width="32" height="32" rx="8" fill="${teal}"/>` : `<rect width="32" height="32" fill="${teal}"/>`;
  // A maskable icon may be cut to a circle of 80 % of its width: the mark shrinks to 60 % around the centre.
  const scale = shape === 'rounded' ? '' : ' transform="translate(6.4 6.4) scale(0.6)"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}<path d="${mark}" fill="#fff"${scale}/></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, shape: 'rounded' },
  { file: 'icon-512.png', size: 512, shape: 'rounded' },
  { file: 'maskable-512.png', size: 512, shape: 'full-bleed' },
  { file: 'apple-touch-icon-180.png', size: 180, shape: 'full-bleed' },
] as const;

mkdirSync('client/public/icons', { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.shape)), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`client/public/icons/${icon.file}`);
  process.stdout.write(`client/public/icons/${icon.file}\n`);
}
