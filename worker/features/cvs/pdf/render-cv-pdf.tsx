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
import type { CvDetail, CvLocale } from '../cvs.schemas';
import { type CvPdfLabels, cvPdfMonthKeys } from './labels';
import { align, colors, type Context, type Entry, Line, LtrValue, margin, photoSize, Pieces, row, Section, styles } from './layout';
import { fontFamilyFor, loadFonts, toBase64 } from './register-fonts';
import {
  additionalEntries,
  awardEntries,
  educationEntries,
  languageEntries,
  referenceEntries,
  skillEntries,
  workEntries,
} from './sections';
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
  // SPEC.md's order of the CV maker, with work experience after education as CVs usually have it.
  const sections: Array<[string, Entry[]]> = [
    [labels.pdf_heading_education, educationEntries(cv, context)],
    [labels.pdf_heading_work_experience, workEntries(cv, context)],
    [labels.pdf_heading_languages, languageEntries(cv, context)],
    [labels.pdf_heading_skills, skillEntries(cv, context)],
    [labels.pdf_heading_references, referenceEntries(cv, context)],
    [labels.pdf_heading_awards, awardEntries(cv, context)],
    [labels.pdf_heading_additional, additionalEntries(cv, context)],
  ];
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
          <View fixed style={{ position: 'absolute', top: 20, left: margin.x, right: margin.x }}>
            <Line context={context} text={header} style={styles.pageNote} />
          </View>
        ) : null}
        <View>
          <View style={{ flexDirection: row(context), alignItems: 'center' }}>
            {options.photo ? (
              <Image
                src={`data:${options.photo.mime};base64,${toBase64(options.photo.bytes)}`}
                style={{ width: photoSize, height: photoSize, borderRadius: photoSize / 2, marginRight: context.direction === 'ltr' ? 14 : 0, marginLeft: context.direction === 'rtl' ? 14 : 0 }}
              />
            ) : null}
            <View style={{ flex: 1 }}>
              {name ? <Line context={context} text={name} style={styles.name} /> : null}
              <View style={{ marginTop: 4 }}>
                <Pieces context={context}>{contact}</Pieces>
              </View>
            </View>
          </View>
          <View style={{ marginTop: 10, height: 2, backgroundColor: colors.accent }} />
        </View>
        {sections
          .filter(([, entries]) => entries.length > 0)
          .map(([heading, entries]) => (
            <Section key={heading} context={context} heading={heading} entries={entries} />
          ))}
        <View
          fixed
          style={{
            position: 'absolute',
            // A4 is 841.89 pt high. (Placed with `bottom` instead, this fixed footer did not show.)
            top: 841.89 - 38,
            left: margin.x,
            right: margin.x,
            flexDirection: row(context),
            justifyContent: 'space-between',
            borderTopWidth: 0.5,
            borderTopColor: colors.rule,
            paddingTop: 4,
          }}
        >
          <View style={{ flex: 1 }}>{footer ? <Line context={context} text={footer} style={styles.pageNote} /> : null}</View>
          <Text
            style={{ ...styles.pageNote, direction: 'ltr' }}
            render={({ pageNumber, totalPages }) => (totalPages > 1 ? `${pageNumber} / ${totalPages}` : '')}
          />
        </View>
      </Page>
    </Document>
  );
}

/** Renders the CV to PDF bytes. */
export async function renderCvPdf(cv: CvDetail, options: CvPdfOptions): Promise<Uint8Array> {
  const fontFamily = fontFamilyFor(options.fonts);
  await loadFonts(fontFamily);
  const blob = await pdf(<CvPdfDocument cv={cv} options={options} fontFamily={fontFamily} />).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
