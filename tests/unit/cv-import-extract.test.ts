// Reading a CV file in the browser's place (client/features/cv-import/read-cv-file.ts, docs/decisions/0017): pdf.js's
// Node build is handed in, as the browser's bundled one would be. The PDFs printed by Chromium are committed with the
// script and pages that made them (tests/fixtures/cv-import/extract/make-fixtures.ts); Word files, hand-made PDFs and
// Kar's own PDF are built here.
import { strToU8, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sniffFormat } from '../../client/features/cv-import/extract/sniff';
import type { CvLine } from '../../client/features/cv-import/parse/imported-cv';
import { type CvFileErrorCode, type CvFileReading, type PdfJsModule, readCvFile } from '../../client/features/cv-import/read-cv-file';
import { cvEmbedOf } from '../../worker/features/cvs/cv-embed.schemas';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas';
import { loadCvPdfFontsForNode } from '../../worker/features/cvs/pdf/fonts.node';
import { cvPdfLabelsFrom, renderCvPdf } from '../../worker/features/cvs/pdf/index';
import { tinyPng } from '../support/files';
import { docx, paragraph, paragraphStyle, run, soraniAliKDocx, styles, table, textBox } from '../fixtures/cv-import/extract/docx';
import { attachedPdf, encryptedPdf, oleFile } from '../fixtures/cv-import/extract/files';
import { aliKLines } from '../fixtures/cv-import/extract/pages';
import { toAliK } from '../../client/features/cv-import/parse/ali-k';

const fixture = (file: string) => new Uint8Array(readFileSync(`tests/fixtures/cv-import/extract/${file}`));

async function read(name: string, bytes: Uint8Array, pdf: PdfJsModule = pdfjs): Promise<Extract<CvFileReading, { kind: 'parsed' }>> {
  const reading = await readCvFile({ name, bytes }, { pdfjs: pdf });
  if (reading.kind !== 'parsed') throw new Error(`${name} read as ${reading.kind}`);
  return reading;
}

async function failure(name: string, bytes: Uint8Array, pdf: PdfJsModule = pdfjs): Promise<CvFileErrorCode> {
  try {
    await readCvFile({ name, bytes }, { pdfjs: pdf });
  } catch (error) {
    return (error as { code: CvFileErrorCode }).code;
  }
  throw new Error(`${name} was read`);
}

const texts = (lines: readonly CvLine[]) => lines.map((line) => line.text);
/** Lines with text, blank lines left out. */
const written = (lines: readonly CvLine[]) => texts(lines).filter(Boolean);
const presentationForms = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;

describe('PDFs printed by Chromium', () => {
  it('reads a Sorani CV in logical order: ligatures, Latin and numbers inside right-to-left lines, ranges earliest first', async () => {
    const reading = await read('shilan.pdf', fixture('ckb-one-column.pdf'));
    expect(reading).toMatchObject({ format: 'pdf', aliK: false });
    expect(written(reading.lines)).toEqual([
      'شیلان ئەحمەد',
      'ئەندازیاری نەرمەکاڵا',
      'ئیمەیڵ: shilan.ahmed@example.com',
      'مۆبایل: 0750 123 4567',
      'هەولێر',
      'ئەزموونی کار',
      'ئەندازیاری باڵا لە کۆمپانیای کۆرەک',
      'ئازاری 2021 - ئێستا',
      'بەڕێوەبردنی تیمی پەرەپێدان (پێنج کەس) لە هەولێر.',
      'گەشەپێدەر لە Zain Iraq',
      '2018 - 2021',
      'خوێندن',
      'بەکالۆریۆس لە ئەندازیاریی کۆمپیوتەر',
      'زانکۆی سەلاحەدین، 2014 - 2018',
      'زمانەکان',
      'کوردی: زمانی دایک',
      'ئینگلیزی: باش',
      'لێهاتووییەکان',
      'JavaScript، SQL، کارکردن بە کۆمەڵ',
    ]);
    // Sizes and weights as drawn: the name is the largest line, headings and entry titles are bold.
    expect(reading.lines[0]).toEqual({ text: 'شیلان ئەحمەد', fontSize: 24, bold: true });
    expect(reading.lines.find((line) => line.text === 'خوێندن')).toMatchObject({ fontSize: 14, bold: true });
    expect(reading.lines.find((line) => line.text === 'هەولێر')).toMatchObject({ fontSize: 11, bold: false });
    // Paragraph gaps are blank lines (they separate entries without dates).
    expect(texts(reading.lines).slice(4, 7)).toEqual(['هەولێر', '', 'ئەزموونی کار']);
    expect(reading.cv).toMatchObject({
      language: 'ckb',
      personal: { full_name: 'شیلان ئەحمەد', email: 'shilan.ahmed@example.com', phone_num: '+9647501234567' },
    });
    expect(reading.cv.work_experience[0]).toMatchObject({ from_date: '2021-03-01', is_present: true });
  });

  it('reads an Arabic CV in logical order, harakat and Arabic-Indic digits kept, no presentation forms', async () => {
    const reading = await read('ahmed.pdf', fixture('ar-one-column.pdf'));
    expect(written(reading.lines)).toEqual([
      'أحمد علي حسن',
      'محاسب قانوني',
      'البريد الإلكتروني: ahmed.ali@example.com',
      'الهاتف: 0770 555 1212',
      'الخبرات العملية',
      'محاسب أول في شركة زين العراق',
      'آذار ٢٠١٩ - حتى الآن',
      'إعداد التقارير المالية الشهرية ومراجعة الحسابات.',
      'التعليم',
      'بكالوريوس محاسبة، جامعة بغداد',
      '2012 - 2016',
      'اللغات',
      'العربية: اللغة الأم',
      'الإنجليزية: جيد جداً',
    ]);
    for (const line of texts(reading.lines)) {
      expect(line).toBe(line.normalize('NFKC'));
      expect(line).not.toMatch(presentationForms);
    }
    expect(reading.cv).toMatchObject({ language: 'ar', personal: { full_name: 'أحمد علي حسن', email: 'ahmed.ali@example.com' } });
    expect(reading.cv.work_experience[0]).toMatchObject({ from_date: '2019-03-01', is_present: true });
  });

  it('reads an English CV of two pages, runs whole, a title and its dates on one line', async () => {
    const reading = await read('sara.pdf', fixture('en-one-column.pdf'));
    const lines = written(reading.lines);
    expect(lines.slice(0, 5)).toEqual(['Sara Ahmed', 'Software Engineer', 'sara.ahmed@example.com · +964 750 123 4567 · Erbil', 'Summary', lines[4]]);
    expect(lines).toContain('Backend developer with six years of experience building payment systems for mobile');
    expect(lines).toContain('Senior Developer, Zain Iraq March 2021 – Present');
    // The second page follows the first.
    expect(lines.indexOf('Education')).toBeGreaterThan(lines.indexOf('Maintained the billing services and their nightly reports.'));
    expect(lines.slice(-3)).toEqual(['Kurdish: Native', 'English: Fluent', 'Arabic: Intermediate']);
    expect(reading.lines[0]).toEqual({ text: 'Sara Ahmed', fontSize: 24, bold: true });
    expect(reading.cv.personal).toMatchObject({ full_name: 'Sara Ahmed', email: 'sara.ahmed@example.com', phone_num: '+9647501234567' });
    expect(reading.cv.education).toHaveLength(1);
  });

  it('reads two columns one after the other, the right one first on a right-to-left page', async () => {
    const reading = await read('aras.pdf', fixture('ckb-two-columns.pdf'));
    const lines = written(reading.lines);
    const main = [
      'ئاراس کەریم',
      'بەڕێوەبەری پڕۆژە',
      'پوختە',
      'ئەزموونی کار',
      'بەڕێوەبەری پڕۆژە لە ئاسیاسێڵ',
      '2019 - 2023',
      'خوێندن',
      'زانکۆی سلێمانی، 2013 - 2015',
    ];
    const sidebar = ['پەیوەندی', 'aras.karim@example.com', '0770 987 6543', 'سلێمانی', 'زمانەکان', 'ئینگلیزی: مامناوەند', 'لێهاتووییەکان', 'Primavera P6'];
    for (const line of [...main, ...sidebar]) expect(lines, line).toContain(line);
    // Each column in its own order, the whole main column before the sidebar.
    expect(main.map((line) => lines.indexOf(line))).toEqual(main.map((line) => lines.indexOf(line)).sort((a, b) => a - b));
    expect(sidebar.map((line) => lines.indexOf(line))).toEqual(sidebar.map((line) => lines.indexOf(line)).sort((a, b) => a - b));
    expect(Math.max(...main.map((line) => lines.indexOf(line)))).toBeLessThan(Math.min(...sidebar.map((line) => lines.indexOf(line))));
    expect(reading.cv.personal).toMatchObject({ full_name: 'ئاراس کەریم', email: 'aras.karim@example.com', phone_num: '+9647709876543' });
    expect(reading.cv.languages.map((language) => language.language)).toEqual(['کوردی', 'عەرەبی', 'ئینگلیزی']);
  });

  it('reads a header across the page first, then the left column, then the right one', async () => {
    const reading = await read('dilan.pdf', fixture('en-two-columns.pdf'));
    expect(written(reading.lines)).toEqual([
      'Dilan Omar Rashid',
      'Civil Engineer · dilan.omar@example.com · Duhok',
      'Skills',
      'AutoCAD',
      'Structural analysis',
      'Site supervision',
      'Languages',
      'Kurdish: Native',
      'English: Advanced',
      'Experience',
      'Site Engineer, Nokan Group',
      'June 2017 – Present',
      'Supervised the concrete works of three residential',
      'towers and their foundations in Duhok and Zakho.',
      'Education',
      'University of Duhok',
      'BSc Civil Engineering, 2012 – 2016',
    ]);
    expect(reading.cv.skills).toEqual(['AutoCAD', 'Structural analysis', 'Site supervision']);
  });

  it('converts Ali-K: a font of the family named in the PDF', async () => {
    const reading = await read('ali-k.pdf', fixture('ckb-ali-k.pdf'));
    expect(reading.aliK).toBe(true);
    expect(written(reading.lines)).toEqual([aliKLines[0], aliKLines[1], 'خوێندن', aliKLines[2], 'Tel: 0750 111 2233']);
  });
});

describe('Word files', () => {
  it('reads a Sorani CV in a table, cell by cell, Ali-K set as the complex-script font converted run by run', async () => {
    const reading = await read('shilan.docx', soraniAliKDocx());
    expect(reading).toMatchObject({ format: 'docx', aliK: true });
    expect(texts(reading.lines)).toEqual([
      'شیلان ئەحمەد',
      'ئەندازیاری تۆڕ',
      // The sidebar cell, then the main cell.
      'پەیوەندی',
      'shilan.ahmed@example.com',
      '0750 123 4567',
      'هەولێر',
      'ئەزموونی کار',
      'ئەندازیاری تۆڕ لە کۆمپانیای کۆرەک 2019 - 2023',
      'بەڕێوەبردنی تۆڕی هەولێر و سلێمانی.',
      '',
      'گەشەپێدەر لە Zain Iraq',
      '2016 - 2019',
      'خوێندن',
      'بەکالۆریۆس، زانکۆی سەلاحەدین',
    ]);
    // The name's size comes from its style (the complex-script size), headings' from their runs.
    expect(reading.lines[0]).toEqual({ text: 'شیلان ئەحمەد', fontSize: 24, bold: true });
    expect(reading.lines[2]).toEqual({ text: 'پەیوەندی', fontSize: 14, bold: true });
    expect(reading.lines[3]).toEqual({ text: 'shilan.ahmed@example.com', fontSize: 11, bold: false });
    expect(reading.cv.personal).toMatchObject({ full_name: 'شیلان ئەحمەد', location: 'هەولێر', phone_num: '+9647501234567' });
    expect(reading.cv.work_experience[0]).toMatchObject({ title: 'ئەندازیاری تۆڕ', from_date: '2019-01-01', to_date: '2023-01-01' });
  });

  it('converts Ali-K by its letters when no font is named anywhere', async () => {
    const lines = ['ئاراس کەریم', 'ئەزموونی کار', 'ئەندازیاری تۆڕ لە کۆمپانیای کۆرەک', 'زانکۆی سەلاحەدین، هەولێر'];
    const reading = await read('aras.docx', docx(lines.map((line) => paragraph([run(toAliK(line))], { bidi: true })).join('')));
    expect(reading.aliK).toBe(true);
    expect(texts(reading.lines)).toEqual(lines);
  });

  it('leaves Arabic and Unicode Sorani alone, whatever their font', async () => {
    const lines = ['أحمد علي حسن', 'الخبرات العملية', 'محاسب أول في شركة زين العراق', 'شیلان ئەحمەد لە هەولێر'];
    const body = lines.map((line) => paragraph([run(line, { cs: 'Traditional Arabic', rtl: true })], { bidi: true })).join('');
    const reading = await read('ahmed.docx', docx(body, styles({ defaults: { cs: 'Arial' } })));
    expect(reading.aliK).toBe(false);
    expect(texts(reading.lines)).toEqual(lines);
  });

  it('reads a text box after the paragraph that anchors it, once, and a line break as a new line', async () => {
    const body = [
      paragraph([run('Rawa Aziz', { size: 20 }), textBox([paragraph([run('Skills')]), paragraph([run('Excel')])])]),
      paragraph([run('Accountant\nrawa.aziz@example.com')]),
    ].join('');
    const reading = await read('rawa.docx', docx(body, styles({ styles: [paragraphStyle('Normal', '<w:sz w:val="22"/>', undefined, true)] })));
    expect(reading.lines).toEqual([
      { text: 'Rawa Aziz', fontSize: 20, bold: false },
      { text: 'Skills', fontSize: 11, bold: false },
      { text: 'Excel', fontSize: 11, bold: false },
      { text: 'Accountant', fontSize: 11, bold: false },
      { text: 'rawa.aziz@example.com', fontSize: 11, bold: false },
    ]);
  });

  it('reads a table of dates beside entries row by row, a blank line after each row', async () => {
    const body = table([
      [[paragraph([run('2019 – 2023')])], [paragraph([run('Accountant, Asiacell', { bold: true })]), paragraph([run('Monthly reports.')])]],
      [[paragraph([run('2016 – 2019')])], [paragraph([run('Clerk, Korek', { bold: true })])]],
    ]);
    const reading = await read('rows.docx', docx(paragraph([run('Experience')]) + body));
    expect(texts(reading.lines)).toEqual(['Experience', '2019 – 2023', 'Accountant, Asiacell', 'Monthly reports.', '', '2016 – 2019', 'Clerk, Korek']);
    expect(reading.cv.work_experience.map((work) => [work.from_date, work.to_date])).toEqual([
      ['2019-01-01', '2023-01-01'],
      ['2016-01-01', '2019-01-01'],
    ]);
  });
});

describe("Kar's own PDFs", () => {
  const cvFixture = (locale: CvLocale) => JSON.parse(readFileSync(`tests/fixtures/cvs/cv-${locale}.json`, 'utf8')) as CvDetail;
  const labels = (locale: CvLocale) => {
    const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
    return cvPdfLabelsFrom((key) => messages[key]);
  };

  it('gives back the CV data a Kar PDF carries, in the language it was rendered in, without parsing', async () => {
    for (const [cvLocale, language] of [
      ['ckb', 'ar'],
      ['en', 'en'],
    ] as const) {
      const cv = cvFixture(cvLocale);
      const bytes = await renderCvPdf(cv, { locale: language, labels: labels(language), fonts: loadCvPdfFontsForNode() });
      const reading = await readCvFile({ name: 'cv.pdf', bytes }, { pdfjs });
      expect(reading).toEqual({ kind: 'kar', embed: cvEmbedOf(cv, language) });
    }
  });

  it('reads a Kar PDF without its data as text: runs of words, phone numbers left to right, page numbers left out', async () => {
    // A PDF Kar rendered before it carried its data looks like this one, whose attachment is renamed (same length).
    const cv = cvFixture('ckb');
    const rendered = await renderCvPdf(cv, { locale: 'ckb', labels: labels('ckb'), fonts: loadCvPdfFontsForNode() });
    const bytes = new Uint8Array(Buffer.from(Buffer.from(rendered).toString('latin1').replaceAll('kar-cv.json', 'kar-cv.old'), 'latin1'));
    const reading = await read('aras.pdf', bytes);
    const lines = written(reading.lines);
    expect(lines[0]).toBe('ئاراس محەمەد کەریم');
    expect(lines[1]).toContain('+964 750 123 4567');
    expect(lines).toContain('ئەزموونی کار');
    expect(lines).toContain('تێزی ماستەر: سیستەمی پارەدانی ئۆفلاین بۆ دوکانە بچووکەکان (هەولێر)، نمرەی 92 لە 100.');
    expect(lines.filter((line) => /^\d+ \/ \d+$/u.test(line))).toEqual([]);
    expect(reading.cv.personal).toMatchObject({ full_name: 'ئاراس محەمەد کەریم', email: 'aras.m@example.com', phone_num: '+9647501234567' });
  });

  it('reads the text of a PDF whose kar-cv.json is not Kar’s, and of a standard font that is not embedded', async () => {
    const bytes = attachedPdf('kar-cv.json', '{"kar_cv":99,"cv":{}}', [
      'Rawa Aziz',
      'rawa.aziz@example.com',
      'Experience',
      'Accountant, Asiacell, 2019 - 2022',
    ]);
    const reading = await read('rawa.pdf', bytes);
    expect(written(reading.lines)).toEqual(['Rawa Aziz', 'rawa.aziz@example.com', 'Experience', 'Accountant, Asiacell, 2019 - 2022']);
    expect(reading.cv.personal).toMatchObject({ full_name: 'Rawa Aziz', email: 'rawa.aziz@example.com' });
  });
});

describe('files that cannot be read', () => {
  afterEach(() => vi.useRealTimers());

  it('says why, by the bytes and never the name', async () => {
    expect(await failure('cv.pdf', new Uint8Array())).toBe('empty');
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(new TextEncoder().encode('%PDF-1.7'));
    expect(await failure('cv.pdf', huge)).toBe('too_large');
    expect(await failure('cv.pdf', tinyPng())).toBe('not_pdf_or_docx');
    expect(await failure('cv.docx', new TextEncoder().encode('Name: Rawa Aziz'))).toBe('not_pdf_or_docx');
    expect(await failure('cv.doc', oleFile())).toBe('doc_format');
    expect(await failure('cv.docx', oleFile('EncryptedPackage'))).toBe('password');
    expect(await failure('cv.pdf', encryptedPdf())).toBe('password');
    expect(await failure('scan.pdf', fixture('scanned.pdf'))).toBe('scanned');
    expect(await failure('cv.pdf', new TextEncoder().encode('%PDF-1.7\nnot a PDF after all'))).toBe('unreadable');
  });

  it('reads a PDF named .docx and a DOCX named .pdf for what they are', async () => {
    expect((await read('cv.docx', fixture('en-one-column.pdf'))).format).toBe('pdf');
    expect((await read('cv.pdf', soraniAliKDocx())).format).toBe('docx');
    // A zip that is not a Word file.
    expect(await failure('cv.docx', zipSync({ 'content.xml': strToU8('<office:document/>') }))).toBe('not_pdf_or_docx');
    expect(sniffFormat(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))).toBe('docx');
  });

  it('gives up as unreadable after 30 seconds rather than hang', async () => {
    vi.useFakeTimers();
    const destroyed = vi.fn(() => Promise.resolve());
    const stuck = {
      ...pdfjs,
      getDocument: () => ({ promise: new Promise<never>(() => {}), destroy: destroyed }),
    } as unknown as PdfJsModule;
    const reading = failure('slow.pdf', fixture('en-one-column.pdf'), stuck);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await reading).toBe('unreadable');
    expect(destroyed).toHaveBeenCalled();
  });
});
