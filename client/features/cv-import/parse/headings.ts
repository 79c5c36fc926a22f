import { fold } from '../../../../worker/shared/fold';

/**
 * The headings CVs use for their sections, in English, Sorani and Arabic, and how a line is recognised as one.
 * Matching goes through Kar's search fold (worker/shared/fold.ts), so ي/ی, ك/ک, ة/ە/ه, hamza forms, harakat,
 * tatweel and the Arabic article do not matter: "الخبرات العملية" and "خبرات عملیە" are the same heading.
 */

export type CvPart = 'summary' | 'contact' | 'work' | 'education' | 'skills' | 'languages' | 'awards' | 'references' | 'other';

const headingWords: Record<CvPart, readonly string[]> = {
  summary: [
    'summary',
    'profile',
    'professional summary',
    'career summary',
    'personal profile',
    'about me',
    'about',
    'objective',
    'career objective',
    'personal statement',
    'پوختە',
    'کورتە',
    'پوختەی پیشەیی',
    'دەربارەی من',
    'دەربارەم',
    'ئامانج',
    'ئامانجی پیشەیی',
    'ناساندن',
    'نبذة',
    'نبذة عني',
    'نبذة شخصية',
    'نبذة مختصرة',
    'الملخص',
    'ملخص',
    'الملخص المهني',
    'الهدف',
    'الهدف الوظيفي',
    'عني',
  ],
  contact: [
    'contact',
    'contact information',
    'contact info',
    'contact details',
    'personal information',
    'personal details',
    'personal info',
    'details',
    'پەیوەندی',
    'زانیاری پەیوەندی',
    'زانیاریی پەیوەندی',
    'زانیاری کەسی',
    'زانیاریی کەسی',
    'زانیارییە کەسییەکان',
    'پەیوەندیکردن',
    'معلومات الاتصال',
    'التواصل',
    'الاتصال',
    'البيانات الشخصية',
    'المعلومات الشخصية',
    'معلومات شخصية',
    'بيانات الاتصال',
  ],
  work: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'experiences',
    'relevant experience',
    'internships',
    'ئەزموون',
    'ئەزموونی کار',
    'ئەزموونەکان',
    'ئەزموونی پیشەیی',
    'ئەزموونی کارکردن',
    'ئەزموونی کاری',
    'کارەکانی پێشوو',
    'الخبرة',
    'الخبرات',
    'الخبرات العملية',
    'الخبرة العملية',
    'الخبرة المهنية',
    'الخبرات المهنية',
    'الخبرات السابقة',
    'سجل العمل',
    'الخبرات الوظيفية',
    'الخبرة الوظيفية',
  ],
  education: [
    'education',
    'academic background',
    'educational background',
    'qualifications',
    'academic qualifications',
    'education and training',
    'studies',
    'خوێندن',
    'پەروەردە',
    'خوێندن و پەروەردە',
    'بڕوانامە',
    'بڕوانامەکان',
    'بڕوانامەی ئەکادیمی',
    'باکگراوندی ئەکادیمی',
    'خوێندنی ئەکادیمی',
    'ئاستی خوێندن',
    'دەرچوون',
    'التعليم',
    'المؤهلات',
    'المؤهلات العلمية',
    'المؤهل العلمي',
    'الدراسة',
    'التحصيل الدراسي',
    'التحصيل العلمي',
    'الخلفية الأكاديمية',
    'المؤهلات الأكاديمية',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'competencies',
    'core competencies',
    'abilities',
    'computer skills',
    'soft skills',
    'expertise',
    'شارەزایی',
    'شارەزاییەکان',
    'توانا',
    'تواناکان',
    'لێهاتوویی',
    'لێهاتووییەکان',
    'کارامەیی',
    'کارامەییەکان',
    'تواناکانم',
    'شارەزایی کۆمپیوتەر',
    'المهارات',
    'المهارات التقنية',
    'المهارات الشخصية',
    'القدرات',
    'المهارات الحاسوبية',
    'المهارات الفنية',
    'مهارات',
  ],
  languages: [
    'languages',
    'language skills',
    'language',
    'زمان',
    'زمانەکان',
    'زمانی',
    'توانای زمان',
    'شارەزایی زمان',
    'اللغات',
    'اللغة',
    'المهارات اللغوية',
    'لغات',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'certificates',
    'certifications',
    'awards and certificates',
    'achievements',
    'courses',
    'training',
    'trainings',
    'training courses',
    'licenses and certifications',
    'خەڵات',
    'خەڵاتەکان',
    'خەڵات و بڕوانامە',
    'خەڵات و بڕوانامەکان',
    'بڕوانامە و خەڵات',
    'خول',
    'خولەکان',
    'خولی ڕاهێنان',
    'دەستکەوتەکان',
    'بڕوانامەی خول',
    'الجوائز',
    'الشهادات',
    'الدورات',
    'الدورات التدريبية',
    'الإنجازات',
    'الجوائز والشهادات',
    'الشهادات والدورات',
  ],
  references: [
    'references',
    'referees',
    'reference',
    'ڕاسپاردە',
    'ڕاسپاردەکان',
    'ناسێنەر',
    'ناسێنەرەکان',
    'سەرچاوەکان',
    'پاڵپشت',
    'المراجع',
    'المعرفون',
    'المعرّفون',
    'المرجع',
    'المزكون',
  ],
  other: [
    'hobbies',
    'interests',
    'volunteering',
    'volunteer experience',
    'projects',
    'publications',
    'activities',
    'حەز',
    'حەزەکان',
    'خولیاکان',
    'چالاکییەکان',
    'پڕۆژەکان',
    'خۆبەخشی',
    'الهوايات',
    'الاهتمامات',
    'الأنشطة',
    'المشاريع',
    'التطوع',
    'المنشورات',
  ],
};

/** Headings that name certificates rather than awards (their items are certificates). */
const certificateHeadings = new Set(
  [
    'certificates',
    'certifications',
    'courses',
    'training',
    'trainings',
    'training courses',
    'licenses and certifications',
    'خول',
    'خولەکان',
    'خولی ڕاهێنان',
    'بڕوانامەی خول',
    'الشهادات',
    'الدورات',
    'الدورات التدريبية',
  ].map(fold),
);

const folded: Array<{ phrase: string; part: CvPart }> = Object.entries(headingWords)
  .flatMap(([part, words]) => words.map((word) => ({ phrase: fold(word), part: part as CvPart })))
  .sort((a, b) => b.phrase.length - a.phrase.length);
const byPhrase = new Map(folded.map(({ phrase, part }) => [phrase, part]));

/** Numbering, bullets and decorations around a heading ("1.", "■", "— Skills —", "SKILLS:"). */
function bare(text: string): string {
  return text
    .replace(/^[\s\d.)\-–—•●▪■◆♦►➢*#|:]+/u, '')
    .replace(/[\s\-–—•●▪■◆♦►*#|:：.]+$/u, '')
    .replace(/\s*[&+]\s*/gu, ' and ')
    .trim();
}

export interface Heading {
  part: CvPart;
  /** Text after "Skills:" on the same line, when the heading leads a line. */
  rest: string;
  /** Whether the heading names certificates (awards become certificates). */
  certificates: boolean;
}

export interface HeadingLine {
  text: string;
  fontSize?: number;
  bold?: boolean;
}

/**
 * The section a line opens, or null. A whole line that is a heading (decorations aside) counts; so does a heading
 * followed by a colon and content ("Languages: Kurdish, Arabic"), which opens the section with that content.
 */
export function headingOf(line: HeadingLine): Heading | null {
  const text = line.text.trim();
  if (!text || text.length > 60) return null;
  const whole = fold(bare(text));
  const part = byPhrase.get(whole);
  if (part) return { part, rest: '', certificates: certificateHeadings.has(whole) };
  const colon = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(text);
  if (colon?.[1] && colon[2]) {
    const label = fold(bare(colon[1]));
    const labelled = byPhrase.get(label);
    if (labelled) return { part: labelled, rest: colon[2].trim(), certificates: certificateHeadings.has(label) };
  }
  return null;
}

/** Whether a folded text contains a folded phrase as whole words. */
export function hasPhrase(text: string, phrases: readonly string[]): boolean {
  const padded = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return phrases.some((phrase) => padded.includes(` ${fold(phrase)} `));
}
