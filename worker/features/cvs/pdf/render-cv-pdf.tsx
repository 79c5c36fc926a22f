/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: wrangler's esbuild reads the root tsconfig.json, which sets no jsx option.)
/**
 * A CV as an A4 PDF, in English or (right to left) Sorani Kurdish or Arabic, with @react-pdf/renderer.
 *
 * Runs in workerd and in Node. Fonts come in as bytes: ./fonts.ts in the worker (Data modules; importing it also
 * hands yoga its wasm as a module, since workerd refuses to compile WebAssembly from bytes: ./yoga.ts), and
 * ./fonts.node.ts in Node. wrangler.toml defines `import.meta.url` (pdfkit builds a URL from it when its module
 * loads). Vazirmatn covers Latin, Arabic and every Sorani letter. See docs/decisions/0005-cv-pdf.md.
 *
 * Layout (./layout.tsx, the sections' entries in ./sections.tsx; fonts: ./register-fonts.ts): name, contact line, then education, work experience, languages, skills, references, awards and
 * certificates, additional information; empty sections are left out. For ckb and ar every row is mirrored and
 * text is right-aligned; each piece of user text takes its own direction from its first letter. E-mails, URLs and
 * phone numbers stand in their own left-to-right text boxes, or (inside descriptions) in LRE…PDF embeddings.
 */
import { Document, Image, Page, pdf, Text, View } from '@react-pdf/renderer';
import type { PdfFonts } from '../../../ports';
import { cvEmbedDescription, cvEmbedFileName, cvEmbedMime, cvEmbedOf, encodeCvEmbed } from '../cv-embed.schemas';
import type { CvDetail, CvLocale } from '../cvs.schemas';
import { addEmbeddedFile } from './embedded-file';
import { type CvPdfLabels, cvPdfMonthKeys } from './labels';
import { align, colors, type Context, type Entry, Line, LtrValue, margin, photoSize, Pieces, row, Section, styles } from './layout';
import { addPageNumbers } from './page-numbers';
import { fontFamilyFor, loadFonts } from './register-fonts';
import { additionalEntries, awardEntries, educationEntries, languageEntries, referenceEntries, skillEntries, workEntries } from './sections';
import { type Direction, unbreakable } from './text';

export { type CvPdfLabelKey, type CvPdfLabels, cvPdfLabelKeys, cvPdfLabelsFrom } from './labels';

export type CvPdfFonts = PdfFonts;

export interface CvPdfOptions {
  locale: CvLocale;
  labels: CvPdfLabels;
  fonts: CvPdfFonts;
  /** Printed small at the top of every page (SPEC: page_header). */
  header?: string;
  /** Printed small at the bottom of every page, beside the page number (SPEC: page_footer). */
  footer?: string;
  /** The CV's profile photo, drawn round beside the name (PDF images: JPEG or PNG). */
  photo?: CvPdfPhoto;
}

export interface CvPdfPhoto {
  bytes: Uint8Array;
  mime: 'image/jpeg' | 'image/png';
}

export function CvPdfDocument({ cv, options, fontFamily }: { cv: CvDetail; options: Omit<CvPdfOptions, 'fonts'>; fontFamily: string }) {
  const direction: Direction = options.locale === 'en' ? 'ltr' : 'rtl';
  const context: Context = {
    direction,
    labels: options.labels,
    months: cvPdfMonthKeys.map((key) => options.labels[key]),
    latin: options.locale === 'en',
    comma: options.locale === 'en' ? ', ' : '، ',
  };
  const { labels } = options;
  const name = cv.full_name ?? cv.title;
  const contact = [
    cv.email ? <LtrValue key="email" text={cv.email} style={styles.contact} /> : null,
    cv.phone_num ? <LtrValue key="phone" text={unbreakable(cv.phone_num)} style={styles.contact} /> : null,
    cv.location ? <Line key="location" context={context} text={cv.location} style={styles.contact} /> : null,
    cv.address ? <Line key="address" context={context} text={cv.address} style={styles.contact} /> : null,
  ];
  // The CV maker's order (docs/product.md#cv-sections-and-completion), with work experience after education as CVs usually have it.
  const sections: Array<[string, Entry[]]> = [
    [labels.pdf_heading_education, educationEntries(cv, context)],
    [labels.pdf_heading_work_experience, workEntries(cv, context)],
    [labels.pdf_heading_languages, languageEntries(cv, context)],
    [labels.pdf_heading_skills, skillEntries(cv, context)],
    [labels.pdf_heading_references, referenceEntries(cv, context)],
    [labels.pdf_heading_awards, awardEntries(cv, context)],
    [labels.pdf_heading_additional, additionalEntries(cv, context)],
  ];
  const identity = (
    <>
      {name ? <Line context={context} text={name} style={styles.name} /> : null}
      <Pieces context={context} style={{ marginTop: 4 }}>
        {contact}
      </Pieces>
    </>
  );
  const header = options.header?.trim();
  const footer = options.footer?.trim();
  return (
    <Document
      title={name ? `${name} — ${labels.pdf_document_title}` : labels.pdf_document_title}
      author={name ?? undefined}
      language={options.locale}
      creator="Kar"
      producer="Kar"
    >
      <Page
        size="A4"
        style={{
          fontFamily,
          fontSize: 9.5,
          color: colors.ink,
          textAlign: align(context),
          paddingTop: margin.top + (header ? 10 : 0),
          paddingBottom: margin.bottom,
          paddingHorizontal: margin.x,
        }}
      >
        {header ? (
          <Line context={context} text={header} fixed style={{ ...styles.pageNote, position: 'absolute', top: 20, left: margin.x, right: margin.x }} />
        ) : null}
        {options.photo ? (
          <View style={{ flexDirection: row(context), alignItems: 'center' }}>
            <Image
              // A Blob, not a data URL: no base64 round trip (a JPEG photo goes in as uploaded, up to 2 MB), and
              // react-pdf keeps no copy of it (it caches images given by URL, keyed by the whole URL, 30 per isolate).
              src={new Blob([options.photo.bytes], { type: options.photo.mime })}
              style={{
                width: photoSize,
                height: photoSize,
                borderRadius: photoSize / 2,
                marginRight: context.direction === 'ltr' ? 14 : 0,
                marginLeft: context.direction === 'rtl' ? 14 : 0,
              }}
            />
            <View style={{ flex: 1 }}>{identity}</View>
          </View>
        ) : (
          // Without a photo the name and contact line need no row and no box of their own.
          identity
        )}
        <View style={{ marginTop: 10, height: 2, backgroundColor: colors.accent }} />
        {sections
          .filter(([, entries]) => entries.length > 0)
          .map(([heading, entries]) => (
            <Section key={heading} context={context} heading={heading} entries={entries} />
          ))}
        {/* The footer: a rule, and below it the footer's text with room at its end for the page number, which
            addPageNumbers writes there (see renderCvPdf). */}
        <View fixed style={footerBox}>
          {footer ? (
            <Line context={context} text={footer} style={{ ...styles.pageNote, [context.direction === 'rtl' ? 'paddingLeft' : 'paddingRight']: 30 }} />
          ) : null}
        </View>
      </Page>
    </Document>
  );
}

const pageHeight = 841.89;
/** The footer's rule: its distance from the bottom edge, its thickness and the space below it. */
const footerRule = { fromBottom: 38, width: 0.5, gap: 4 };
const footerBox = {
  position: 'absolute',
  // A4 is 841.89 pt high. (Placed with `bottom` instead, this fixed footer did not show.)
  top: pageHeight - footerRule.fromBottom,
  left: margin.x,
  right: margin.x,
  borderTopWidth: footerRule.width,
  borderTopColor: colors.rule,
  paddingTop: footerRule.gap,
} as const;
/** Vazirmatn's ascent (2100 of 2048 units): where the baseline of the footer's first line falls. */
const footerBaseline = footerRule.fromBottom - footerRule.width - footerRule.gap - styles.pageNote.fontSize * (2100 / 2048);
/** '#rrggbb' as 0…1 per channel. */
const rgbOf = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as [number, number, number];

/**
 * Renders the CV to PDF bytes. Page numbers ("1 / 2") are written into the finished file at the end of the
 * footer (./page-numbers.ts), not laid out by react-pdf, which would lay every page out again to print them. The
 * CV's data is attached to the file as kar-cv.json (../cv-embed.schemas.ts, ./embedded-file.ts), for an import to
 * read back whole.
 */
export async function renderCvPdf(cv: CvDetail, options: CvPdfOptions): Promise<Uint8Array> {
  const fontFamily = fontFamilyFor(options.fonts);
  await loadFonts(fontFamily);
  const blob = await pdf(<CvPdfDocument cv={cv} options={options} fontFamily={fontFamily} />).toBlob();
  const numbered = addPageNumbers(new Uint8Array(await blob.arrayBuffer()), {
    size: styles.pageNote.fontSize,
    rgb: rgbOf(colors.muted),
    baseline: footerBaseline,
    inset: margin.x,
    side: options.locale === 'en' ? 'right' : 'left',
  });
  const data = encodeCvEmbed(cvEmbedOf(cv, options.locale));
  return addEmbeddedFile(numbered, { name: cvEmbedFileName, mime: cvEmbedMime, description: cvEmbedDescription, data });
}
