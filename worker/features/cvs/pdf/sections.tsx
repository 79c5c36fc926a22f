/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: wrangler's esbuild reads the root tsconfig.json, which sets no jsx option.)
/**
 * The entries of each CV section (education, work experience, languages, skills, references, awards and
 * certificates, additional information) as blocks of the layout in ./layout.tsx.
 */
import { View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { type CvDetail, institutionNameOf, type ProficiencyLevel } from '../cvs.schemas';
import type { CvPdfLabels } from './labels';
import { colors, type Context, type Entry, Line, LtrValue, Pieces, row, shortDescription, styles, TitleRow, Description } from './layout';
import { type DescriptionBlock, descriptionBlocks, formatMonth, plainBlocks, unbreakable, yearOf } from './text';

function dateRange(from: string, to: string) {
  return `${from} – ${to}`;
}

const itemGap = 9;

/**
 * An entry with a rich-text description, parsed once: its blocks decide whether the entry may split across pages
 * and are what the entry draws.
 */
function describedEntry(key: number, description: string | null | undefined, node: (blocks: DescriptionBlock[]) => ReactNode): Entry {
  const blocks = descriptionBlocks(description);
  return { key, keepTogether: shortDescription(blocks, description), gap: itemGap, node: node(blocks) };
}

export function educationEntries(cv: CvDetail, context: Context): Entry[] {
  return cv.educations.map((education) => {
    return describedEntry(education.id, education.description, (blocks) => (
      <>
        <TitleRow
          context={context}
          title={`${education.degree.name}${context.comma}${education.field_of_study}`}
          aside={dateRange(yearOf(education.start_date), yearOf(education.end_date))}
        />
        <Pieces context={context}>
          {[
            <Line key="institution" context={context} text={institutionNameOf(education)} style={styles.muted} />,
            <Line key="city" context={context} text={education.city.name} style={styles.muted} />,
          ]}
        </Pieces>
        {education.url ? <LtrValue text={education.url} style={styles.link} /> : null}
        <Description context={context} blocks={blocks} />
      </>
    ));
  });
}

export function workEntries(cv: CvDetail, context: Context): Entry[] {
  return cv.work_experiences.map((work) => {
    const to = work.is_present || !work.to_date ? context.labels.pdf_present : formatMonth(work.to_date, context.months);
    return describedEntry(work.id, work.description, (blocks) => (
      <>
        <TitleRow context={context} title={work.title} aside={dateRange(formatMonth(work.from_date, context.months), to)} />
        <Pieces context={context}>
          {[
            <Line key="company" context={context} text={work.company} style={styles.muted} />,
            <Line key="location" context={context} text={work.location} style={styles.muted} />,
          ]}
        </Pieces>
        {work.url ? <LtrValue text={work.url} style={styles.link} /> : null}
        <Description context={context} blocks={blocks} />
      </>
    ));
  });
}

const levelKeys: Record<ProficiencyLevel, keyof CvPdfLabels> = {
  beginner: 'pdf_level_beginner',
  intermediate: 'pdf_level_intermediate',
  advanced: 'pdf_level_advanced',
  fluent: 'pdf_level_fluent',
  native: 'pdf_level_native',
};

/** One row per language: name, a bar filled to the level's percent from the start side, the level's name. */
export function languageEntries(cv: CvDetail, context: Context): Entry[] {
  const start = context.direction === 'rtl' ? 'marginRight' : 'marginLeft';
  return cv.cv_languages.map((language) => ({
    key: language.id,
    keepTogether: true,
    gap: 2,
    style: { flexDirection: row(context), alignItems: 'center' },
    node: (
      <>
        <Line context={context} text={language.language.name} style={{ ...styles.body, fontWeight: 700, width: 130 }} />
        <View style={{ width: 70, height: 4, borderRadius: 2, backgroundColor: colors.bar, flexDirection: row(context) }}>
          <View style={{ width: `${Math.max(0, Math.min(100, language.percent))}%`, height: 4, borderRadius: 2, backgroundColor: colors.accent }} />
        </View>
        <Line
          context={context}
          text={context.labels[levelKeys[language.proficiency_level]]}
          direction={context.direction}
          style={{ ...styles.muted, [start]: 10 }}
        />
      </>
    ),
  }));
}

/** All skills as one block of chips that wrap from the start side. */
export function skillEntries(cv: CvDetail, context: Context): Entry[] {
  if (!cv.cv_skills.length) return [];
  return [
    {
      key: 'skills',
      keepTogether: true,
      gap: 0,
      style: { flexDirection: row(context), flexWrap: 'wrap', marginHorizontal: -2 },
      node: cv.cv_skills.map((skill) => (
        <Line key={skill.id} context={context} text={skill.name} style={{ ...styles.chip, fontSize: 9, lineHeight: 1.45, color: colors.ink }} />
      )),
    },
  ];
}

export function referenceEntries(cv: CvDetail, context: Context): Entry[] {
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

export function awardEntries(cv: CvDetail, context: Context): Entry[] {
  const { labels } = context;
  return cv.awards_and_certifications.map((award) => {
    return describedEntry(award.id, award.description, (blocks) => (
      <>
        <TitleRow context={context} title={award.title} aside={award.awards_or_certificates === 'award' ? labels.pdf_award : labels.pdf_certificate} />
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
        <Description context={context} blocks={blocks} />
      </>
    ));
  });
}

export function additionalEntries(cv: CvDetail, context: Context): Entry[] {
  return cv.additional_info.map((info) => {
    return describedEntry(info.id, info.description, (blocks) => (
      <>
        <TitleRow context={context} title={info.title} aside={info.additional_type.name} />
        {info.url ? <LtrValue text={info.url} style={styles.link} /> : null}
        <Description context={context} blocks={blocks} />
      </>
    ));
  });
}
