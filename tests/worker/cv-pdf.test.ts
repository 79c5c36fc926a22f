// The CV PDF rendered inside workerd: yoga's wasm through the module-import shim (wrangler.toml [alias]), the fonts
// as Data modules ([[rules]]), pdfkit with import.meta.url defined ([define]). Text and layout are checked in Node
// (tests/unit/cv-pdf.test.ts, with poppler); here: it renders at all, and the result is a real PDF.
import { describe, expect, it } from 'vitest';
import messages from '../../messages/ckb.json';
import type { CvDetail } from '../../worker/features/cvs/cvs.schemas';
import { cvPdfFonts } from '../../worker/features/cvs/pdf/fonts';
import { cvPdfLabelsFrom, renderCvPdf } from '../../worker/features/cvs/pdf/index';
import cv from '../fixtures/cvs/cv-ckb.json';

// Until messages/_pending/pdf.json is merged into messages/ckb.json a missing label prints as its key: this test
// is about rendering in workerd, not wording.
const labels = cvPdfLabelsFrom((key) => (messages as Record<string, string>)[key] ?? key);

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

describe('CV PDF in workerd', () => {
  it('renders the Kurdish fixture to a real A4 PDF', async () => {
    const bytes = await renderCvPdf(cv as CvDetail, {
      locale: 'ckb',
      labels,
      fonts: cvPdfFonts,
      header: 'ئاراس محەمەد کەریم — سیڤی',
      footer: 'https://kar.example',
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    const text = latin1(bytes);
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(300_000);
    const pages = text.match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(pages.length).toBe(2);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);
    // Vazirmatn embedded (subset) in both weights.
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Vazirmatn-Regular/);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Vazirmatn-Bold/);
  });

  it('renders again with the fonts already registered', async () => {
    const bytes = await renderCvPdf(cv as CvDetail, { locale: 'ckb', labels, fonts: cvPdfFonts });
    expect(latin1(bytes.subarray(0, 8))).toBe('%PDF-1.3');
  });
});
