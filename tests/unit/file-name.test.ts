import { describe, expect, it } from 'vitest';
import { cleanFileName, maxFileNameLength } from '../../worker/platform/file-name';

describe('cleanFileName', () => {
  it.each([
    ['../../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system32\\cv.docx', 'cv.docx'],
    ['C:\\Users\\aras\\Desktop\\سیڤی کار.pdf', 'سیڤی کار.pdf'],
    ['/tmp/', 'file'],
    ['..', 'file'],
    ['.env', 'env'],
    ['...pdf', 'pdf'],
    ['.pdf', 'pdf'],
  ])('keeps only the base name: %j → %j', (name, clean) => {
    expect(cleanFileName(name)).toBe(clean);
  });

  it('removes control and direction characters, so the extension reads as it is', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('cv\u2066.pdf\u2069.exe')).toBe('cv.pdf.exe');
    expect(cleanFileName('a\u0000b\nc\r\td\u200E\u200F\u061C\uFEFF.pdf')).toBe('ab c d.pdf');
  });

  it('keeps Kurdish and Arabic letters, harakat and the zero-width non-joiner', () => {
    expect(cleanFileName('سیڤیی ئاراس محەمەد.pdf')).toBe('سیڤیی ئاراس محەمەد.pdf');
    expect(cleanFileName('السيرة الذاتيّة.docx')).toBe('السيرة الذاتيّة.docx');
    expect(cleanFileName('می\u200Cخوێنم.pdf')).toBe('می\u200Cخوێنم.pdf');
  });

  it('replaces characters Windows refuses and tidies spaces and trailing dots', () => {
    expect(cleanFileName('  my "best" cv?: v2 .pdf')).toBe('my _best_ cv__ v2.pdf');
    expect(cleanFileName('report.')).toBe('report');
  });

  it('bounds the length in characters and keeps the extension', () => {
    const long = `${'ک'.repeat(500)}.pdf`;
    const clean = cleanFileName(long);
    expect(Array.from(clean)).toHaveLength(maxFileNameLength);
    expect(clean.endsWith('.pdf')).toBe(true);
    expect(clean.startsWith('کککک')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const clean = cleanFileName(`${'😀'.repeat(200)}.png`);
    expect(clean.endsWith('😀.png')).toBe(true);
    // encodeURIComponent throws on a lone surrogate.
    expect(() => encodeURIComponent(clean)).not.toThrow();
    expect(Array.from(clean)).toHaveLength(maxFileNameLength);
  });

  it('uses the fallback when nothing is left', () => {
    expect(cleanFileName('\u202E\u0000', 'cv')).toBe('cv');
    expect(cleanFileName('../.pdf', 'cv')).toBe('pdf');
  });
});
