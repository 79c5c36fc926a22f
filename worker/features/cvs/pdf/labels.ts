/**
 * The words the CV PDF prints that are not the CV's own text. They are messages (messages/*.json, keys below); the
 * caller looks each key up in the PDF's language and passes the result as `labels`, e.g.
 *
 *   const labels = cvPdfLabelsFrom((key) => messages[key]);
 */

export const cvPdfMonthKeys = [
  'pdf_month_01',
  'pdf_month_02',
  'pdf_month_03',
  'pdf_month_04',
  'pdf_month_05',
  'pdf_month_06',
  'pdf_month_07',
  'pdf_month_08',
  'pdf_month_09',
  'pdf_month_10',
  'pdf_month_11',
  'pdf_month_12',
] as const;

/** Every message key the renderer needs, in no particular order. */
export const cvPdfLabelKeys = [
  'pdf_document_title',
  'pdf_heading_education',
  'pdf_heading_work_experience',
  'pdf_heading_languages',
  'pdf_heading_skills',
  'pdf_heading_references',
  'pdf_heading_awards',
  'pdf_heading_additional',
  'pdf_present',
  'pdf_level_beginner',
  'pdf_level_intermediate',
  'pdf_level_advanced',
  'pdf_level_fluent',
  'pdf_level_native',
  'pdf_award',
  'pdf_certificate',
  'pdf_issued',
  'pdf_expires',
  'cv_expires_never',
  ...cvPdfMonthKeys,
] as const;

export type CvPdfLabelKey = (typeof cvPdfLabelKeys)[number];
export type CvPdfLabels = Record<CvPdfLabelKey, string>;

/** Builds `labels` from any message lookup; a missing message is an error, not an empty heading. */
export function cvPdfLabelsFrom(lookup: (key: CvPdfLabelKey) => string | undefined): CvPdfLabels {
  const entries = cvPdfLabelKeys.map((key) => {
    const text = lookup(key);
    if (!text) throw new Error(`CV PDF: no message for ${key}`);
    return [key, text] as const;
  });
  return Object.fromEntries(entries) as CvPdfLabels;
}
