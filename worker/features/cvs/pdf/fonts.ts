/**
 * The CV PDF's fonts in the worker: Vazirmatn's TTFs imported as Data modules (ArrayBuffer; wrangler.toml [[rules]]
 * for **\/*.ttf). Node reads the same files with fs (fonts.node.ts). Importing this module also readies yoga and
 * the WebP decoder for workerd (yoga-load.ts, platform/image-webp-load.ts): all are what the worker needs to render
 * a CV with its photo, and Node readies them in fonts.node.ts.
 */
import './yoga-load';
import '../../../platform/image-webp-load';
import bold from 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf';
import regular from 'vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf';
import type { CvPdfFonts } from './render-cv-pdf';

export const cvPdfFonts: CvPdfFonts = { regular, bold };
