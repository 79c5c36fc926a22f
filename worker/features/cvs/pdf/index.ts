/**
 * The CV PDF renderer's public face (a .ts file, so that projects without JSX settings can import its types).
 * In the worker, also import `cvPdfFonts` from ./fonts (fonts as Data modules, and yoga for workerd); in Node,
 * `loadCvPdfFontsForNode` from ./fonts.node.
 */
export { type CvPdfFonts, type CvPdfOptions, type CvPdfPhoto, renderCvPdf } from './render-cv-pdf';
export { type CvPdfLabelKey, type CvPdfLabels, cvPdfLabelKeys, cvPdfLabelsFrom } from './labels';
