/**
 * The CV PDF's fonts in the worker: Vazirmatn's TTFs imported as Data modules (ArrayBuffer; wrangler.toml [[rules]]
 * for **\/*.ttf). Node reads the same files with fs (fonts.node.ts). Importing this module also readies yoga for
 * workerd (yoga-load.ts): both are what the worker needs to run renderCvPdf, and Node needs neither.
 */
import './yoga-load';
import bold from 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf';
import regular from 'vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf';
import type { CvPdfFonts } from './render-cv-pdf';

export const cvPdfFonts: CvPdfFonts = { regular, bold };
