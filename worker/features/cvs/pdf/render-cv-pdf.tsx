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
 * Layout: name, contact line, then education, work experience, languages, skills, references, awards and
 * certificates, additional information; empty sections are left out. For ckb and ar every row is mirrored and
 * text is right-aligned; each piece of user text takes its own direction from its first letter. E-mails, URLs and
 * phone numbers stand in their own left-to-right text boxes, or (inside descriptions) in LRE…PDF embeddings.
 */
import { Document, Font, Image, Page, pdf, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { PdfFonts } from '../../../ports';
import type { CvDetail, CvLocale, ProficiencyLevel } from '../cvs.schemas';
import { type CvPdfLabels, cvPdfMonthKeys } from './labels';
import {
  type DescriptionBlock,
  type Direction,
  descriptionBlocks,
  directionOf,
  formatMonth,
  plainBlocks,
  protectLtrIslands,
  unbreakable,
  yearOf,
} from './text';

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

// ---------------------------------------------------------------------------------------------------------------
// Fonts: react-pdf keeps one font store per module, so each pair of font files is registered once.

const registeredFamilies = new WeakMap<ArrayBuffer, string>();
let familyCount = 0;

function toBase64(buffer: ArrayBuffer | Uint8Array): string {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

function fontFamilyFor(fonts: CvPdfFonts): string {
  const known = registeredFamilies.get(fonts.regular);
  if (known) return known;
  const family = `KarCv${++familyCount}`;
  Font.register({
    family,
    fonts: [
      { src: `data:font/ttf;base64,${toBase64(fonts.regular)}`, fontWeight: 400 },
      { src: `data:font/ttf;base64,${toBase64(fonts.bold)}`, fontWeight: 700 },
    ],
  });
  registeredFamilies.set(fonts.regular, family);
  return family;
}

/** The part of a fontkit font (react-pdf's font source `data`) that the fix below touches. */
interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

const fixedFonts = new WeakSet<object>();

/**
 * Loads the family's fonts and keeps their glyphs' characters.
 *
 * fontkit caches one glyph object per glyph id, with the characters of the call that first asked for it. While
 * shaping Arabic script it also asks for some glyphs without characters (Vazirmatn's initial and medial forms of
 * Arabic kaf and yeh, among others); every later use of such a glyph then has no characters, pdfkit writes an
 * empty ToUnicode entry, and the letter vanishes from the text layer (copy and paste, search, CV parsers), though
 * it prints. Whether it happens depends on what the process rendered before (Arabic after Sorani does it), so
 * a glyph without characters takes those of the first call that brings some. Found by tests/unit/cv-pdf.test.ts.
 */
async function loadFonts(family: string): Promise<void> {
  for (const fontWeight of [400, 700]) {
    await Font.load({ fontFamily: family, fontWeight });
    const source = Font.getFont({ fontFamily: family, fontWeight }) as unknown as { data?: FontkitFont | null } | null;
    const font = source?.data;
    if (!font || typeof font.getGlyph !== 'function') throw new Error('CV PDF: react-pdf font sources no longer hold a fontkit font');
    if (fixedFonts.has(font)) continue;
    fixedFonts.add(font);
    const getGlyph = font.getGlyph.bind(font);
    font.getGlyph = (id, codePoints = []) => {
      const glyph = getGlyph(id, codePoints);
      if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
      return glyph;
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Look

const colors = { ink: '#1f2933', muted: '#52606d', accent: '#1d5b79', rule: '#c9d6df', chip: '#eef3f6', bar: '#dde5ea' };
const margin = { x: 46, top: 44, bottom: 54 };
const photoSize = 64;

/** Words stay whole: no hyphenation (it would split English words, URLs and e-mails). */
const wholeWords = (word: string) => [word];

interface Context {
  direction: Direction;
  labels: CvPdfLabels;
  months: string[];
  latin: boolean;
  /** ", " in English, the Arabic comma in Sorani and Arabic. */
  comma: string;
}

/** Row direction that reads from the document's start side. */
const row = (context: Context) => (context.direction === 'rtl' ? 'row-reverse' : 'row') as 'row' | 'row-reverse';
const align = (context: Context) => (context.direction === 'rtl' ? 'right' : 'left') as 'right' | 'left';

type TextStyle = Record<string, string | number>;

/**
 * A paragraph of user or label text. `direction` fixes its bidi paragraph level ('auto': from its first letter,
 * like dir="auto"); the alignment always follows the document.
 */
function Line(props: { context: Context; text: string; direction?: Direction | 'auto'; style?: TextStyle }) {
  const { context, text } = props;
  const requested = props.direction ?? 'auto';
  const direction = requested === 'auto' ? directionOf(text, context.direction) : requested;
  return (
    <Text hyphenationCallback={wholeWords} style={{ direction, textAlign: align(context), ...props.style }}>
      {protectLtrIslands(text, direction)}
    </Text>
  );
}

/** An e-mail, URL or phone number: always left to right, one unbreakable box. */
function LtrValue(props: { text: string; style?: TextStyle }) {
  return (
    <Text hyphenationCallback={wholeWords} style={{ direction: 'ltr', ...props.style }}>
      {props.text}
    </Text>
  );
}

/** Pieces of one line set side by side from the start side, with a dot between them; wraps as whole pieces. */
function Pieces(props: { context: Context; children: ReactNode[] }) {
  const pieces = props.children.filter(Boolean);
  const out: ReactNode[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) out.push(<View key={`dot${index}`} style={styles.dot} />);
    out.push(<View key={`piece${index}`}>{piece}</View>);
  });
  return <View style={{ flexDirection: row(props.context), flexWrap: 'wrap', alignItems: 'center' }}>{out}</View>;
}

function Description(props: { context: Context; blocks: DescriptionBlock[] }) {
  const { context, blocks } = props;
  if (!blocks.length) return null;
  return (
    <View style={{ marginTop: 3 }}>
      {blocks.map((block, index) => {
        if (block.kind === 'gap') return <View key={index} style={{ height: 4 }} />;
        if (block.kind === 'paragraph') return <Line key={index} context={context} text={block.text} style={styles.body} />;
        const direction = directionOf(block.text, context.direction);
        const indent = 4 + block.level * 12;
        return (
          <View
            key={index}
            wrap={false}
            style={{ flexDirection: row(context), [context.direction === 'rtl' ? 'paddingRight' : 'paddingLeft']: indent }}
          >
            <Text style={{ ...styles.body, width: 14, direction, textAlign: align(context) }}>
              {block.marker}
            </Text>
            <View style={{ flex: 1 }}>
              <Line context={context} text={block.text} direction={direction} style={styles.body} />
            </View>
          </View>
        );
      })}
    </View>
  );
}

/** Title on the start side, dates (or a tag) on the end side. */
function TitleRow(props: { context: Context; title: string; aside?: string }) {
  const { context } = props;
  return (
    <View style={{ flexDirection: row(context), justifyContent: 'space-between', alignItems: 'flex-start' }}>
      <View style={{ flex: 1 }}>
        <Line context={context} text={props.title} style={styles.itemTitle} />
      </View>
      {props.aside ? (
        <View style={{ [context.direction === 'rtl' ? 'marginRight' : 'marginLeft']: 12 }}>
          <Line context={context} text={props.aside} direction={context.direction} style={styles.aside} />
        </View>
      ) : null}
    </View>
  );
}

/** One entry of a section; `keepTogether` entries are never split across pages. */
interface Entry {
  key: string | number;
  node: ReactNode;
  keepTogether: boolean;
  /** Space above every entry but the first. */
  gap: number;
}

/**
 * A heading and its entries. The heading never ends a page alone: it is glued to a first entry that must stay
 * whole, and otherwise asks for room for the start of the first entry below it.
 */
function Section(props: { context: Context; heading: string; entries: Entry[] }) {
  const { context, entries } = props;
  const [first, ...rest] = entries;
  if (!first) return null;
  const text = context.latin ? props.heading.toUpperCase() : props.heading;
  const heading = (glued: boolean) => (
    <View minPresenceAhead={glued ? 0 : 60} style={styles.headingBox}>
      <Line
        context={context}
        text={text}
        direction={context.direction}
        style={{ ...styles.heading, ...(context.latin ? { letterSpacing: 0.9 } : {}) }}
      />
    </View>
  );
  const item = (entry: Entry, index: number) => (
    <View key={entry.key} wrap={!entry.keepTogether} style={{ marginTop: index === 0 ? 0 : entry.gap }}>
      {entry.node}
    </View>
  );
  return (
    <View style={{ marginTop: 14 }}>
      {first.keepTogether ? (
        <View wrap={false}>
          {heading(true)}
          {item(first, 0)}
        </View>
      ) : (
        <>
          {heading(false)}
          {item(first, 0)}
        </>
      )}
      {rest.map((entry, index) => item(entry, index + 1))}
    </View>
  );
}

/** Entries with a short description (or none) are not split across pages. */
const shortDescription = (html: string | null | undefined) => descriptionBlocks(html).length <= 6 && (html ?? '').length <= 900;

const styles = {
  body: { fontSize: 9.5, lineHeight: 1.55, color: colors.ink },
  muted: { fontSize: 9.5, lineHeight: 1.55, color: colors.muted },
  itemTitle: { fontSize: 10.5, lineHeight: 1.5, fontWeight: 700, color: colors.ink },
  aside: { fontSize: 9, lineHeight: 1.6, color: colors.muted },
  link: { fontSize: 9, lineHeight: 1.55, color: colors.accent },
  heading: { fontSize: 11.5, lineHeight: 1.5, fontWeight: 700, color: colors.accent },
  headingBox: { borderBottomWidth: 0.8, borderBottomColor: colors.rule, paddingBottom: 1, marginBottom: 6 },
  dot: { width: 2.6, height: 2.6, borderRadius: 1.3, backgroundColor: colors.muted, marginHorizontal: 6 },
  name: { fontSize: 22, lineHeight: 1.35, fontWeight: 700, color: colors.ink },
  contact: { fontSize: 9.5, lineHeight: 1.5, color: colors.muted },
  pageNote: { fontSize: 7.5, lineHeight: 1.4, color: colors.muted },
  chip: { backgroundColor: colors.chip, borderRadius: 3, paddingHorizontal: 6, paddingVertical: 1.5, margin: 2 },
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Sections

function dateRange(from: string, to: string) {
  return `${from} – ${to}`;
}

const itemGap = 9;

function educationEntries(cv: CvDetail, context: Context): Entry[] {
  return cv.educations.map((education) => ({
    key: education.id,
    keepTogether: shortDescription(education.description),
    gap: itemGap,
    node: (
      <>
        <TitleRow
          context={context}
          title={`${education.degree.name}${context.comma}${education.field_of_study}`}
          aside={dateRange(yearOf(education.start_date), yearOf(education.end_date))}
        />
        <Pieces context={context}>
          {[
            <Line key="institution" context={context} text={education.institution.name} style={styles.muted} />,
            <Line key="city" context={context} text={education.city.name} style={styles.muted} />,
          ]}
        </Pieces>
        {education.url ? <LtrValue text={education.url} style={styles.link} /> : null}
        <Description context={context} blocks={descriptionBlocks(education.description)} />
      </>
    ),
  }));
}

function workEntries(cv: CvDetail, context: Context): Entry[] {
  return cv.work_experiences.map((work) => {
    const to = work.is_present || !work.to_date ? context.labels.pdf_present : formatMonth(work.to_date, context.months);
    return {
      key: work.id,
      keepTogether: shortDescription(work.description),
      gap: itemGap,
      node: (
        <>
          <TitleRow context={context} title={work.title} aside={dateRange(formatMonth(work.from_date, context.months), to)} />
          <Pieces context={context}>
            {[
              <Line key="company" context={context} text={work.company} style={styles.muted} />,
              <Line key="location" context={context} text={work.location} style={styles.muted} />,
            ]}
          </Pieces>
          {work.url ? <LtrValue text={work.url} style={styles.link} /> : null}
          <Description context={context} blocks={descriptionBlocks(work.description)} />
        </>
      ),
    };
  });
}

const levelKeys: Record<ProficiencyLevel, keyof CvPdfLabels> = {
  beginner: 'pdf_level_beginner',
  intermediate: 'pdf_level_intermediate',
  advanced: 'pdf_level_advanced',
  fluent: 'pdf_level_fluent',
};

/** One row per language: name, a bar filled to the level's percent from the start side, the level's name. */
function languageEntries(cv: CvDetail, context: Context): Entry[] {
  const start = context.direction === 'rtl' ? 'marginRight' : 'marginLeft';
  return cv.cv_languages.map((language) => ({
    key: language.id,
    keepTogether: true,
    gap: 2,
    node: (
      <View style={{ flexDirection: row(context), alignItems: 'center' }}>
        <View style={{ width: 130 }}>
          <Line context={context} text={language.language.name} style={{ ...styles.body, fontWeight: 700 }} />
        </View>
        <View style={{ width: 70, height: 4, borderRadius: 2, backgroundColor: colors.bar, flexDirection: row(context) }}>
          <View
            style={{ width: `${Math.max(0, Math.min(100, language.percent))}%`, height: 4, borderRadius: 2, backgroundColor: colors.accent }}
          />
        </View>
        <View style={{ [start]: 10 }}>
          <Line context={context} text={context.labels[levelKeys[language.proficiency_level]]} direction={context.direction} style={styles.muted} />
        </View>
      </View>
    ),
  }));
}

/** All skills as one block of chips that wrap from the start side. */
function skillEntries(cv: CvDetail, context: Context): Entry[] {
  if (!cv.cv_skills.length) return [];
  return [
    {
      key: 'skills',
      keepTogether: true,
      gap: 0,
      node: (
        <View style={{ flexDirection: row(context), flexWrap: 'wrap', marginHorizontal: -2 }}>
          {cv.cv_skills.map((skill) => (
            <View key={skill.id} style={styles.chip}>
              <Line context={context} text={skill.name} style={{ fontSize: 9, lineHeight: 1.45, color: colors.ink }} />
            </View>
          ))}
        </View>
      ),
    },
  ];
}

function referenceEntries(cv: CvDetail, context: Context): Entry[] {
  return cv.references.map((reference) => ({
    key: reference.id,
    keepTogether: true,
    gap: itemGap,
    node: (
      <>
        <TitleRow context={context} title={reference.name} aside={reference.relationship} />
        <Pieces context={context}>
          {[
            <Line key="title" context={context} text={reference.title} style={styles.muted} />,
            <Line key="organization" context={context} text={reference.organization} style={styles.muted} />,
          ]}
        </Pieces>
        <Pieces context={context}>
          {[
            <LtrValue key="email" text={reference.email} style={styles.link} />,
            <LtrValue key="phone" text={unbreakable(reference.phone)} style={styles.link} />,
          ]}
        </Pieces>
        <Description context={context} blocks={plainBlocks(reference.description)} />
      </>
    ),
  }));
}

function awardEntries(cv: CvDetail, context: Context): Entry[] {
  const { labels } = context;
  return cv.awards_and_certifications.map((award) => ({
    key: award.id,
    keepTogether: shortDescription(award.description),
    gap: itemGap,
    node: (
      <>
        <TitleRow
          context={context}
          title={award.title}
          aside={award.awards_or_certificates === 'award' ? labels.pdf_award : labels.pdf_certificate}
        />
        <Pieces context={context}>
          {[
            <Line key="organization" context={context} text={award.organization} style={styles.muted} />,
            <Line
              key="issued"
              context={context}
              direction={context.direction}
              text={`${labels.pdf_issued} ${formatMonth(award.issued, context.months)}`}
              style={styles.muted}
            />,
            <Line
              key="expires"
              context={context}
              direction={context.direction}
              text={award.expires ? `${labels.pdf_expires} ${formatMonth(award.expires, context.months)}` : labels.cv_expires_never}
              style={styles.muted}
            />,
          ]}
        </Pieces>
        {award.url ? <LtrValue text={award.url} style={styles.link} /> : null}
        <Description context={context} blocks={descriptionBlocks(award.description)} />
      </>
    ),
  }));
}

function additionalEntries(cv: CvDetail, context: Context): Entry[] {
  return cv.additional_info.map((info) => ({
    key: info.id,
    keepTogether: shortDescription(info.description),
    gap: itemGap,
    node: (
      <>
        <TitleRow context={context} title={info.title} aside={info.additional_type.name} />
        {info.url ? <LtrValue text={info.url} style={styles.link} /> : null}
        <Description context={context} blocks={descriptionBlocks(info.description)} />
      </>
    ),
  }));
}

// ---------------------------------------------------------------------------------------------------------------

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
