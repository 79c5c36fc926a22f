import { toLatinDigits } from '../../../../worker/shared/fields.schemas';
import { fold } from '../../../../worker/shared/fold';

/**
 * E-mail, phone, city and labelled personal lines of a CV. Phones come back as Kar stores them: Latin digits and an
 * optional +, no spaces, so they stay left to right in any text (Iraqi mobiles as +9647XXXXXXXXX).
 */

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gu;

export function findEmails(text: string): string[] {
  return [...text.matchAll(emailPattern)].map((match) => match[0].toLowerCase());
}

/**
 * Lines with an e-mail address broken across them, as a narrow side column wraps it ("sara.hassan@example.c" /
 * "om"), put back together: a line ending in an address that is not yet whole, and a next line of a few letters
 * that make it whole.
 */
export function joinWrappedEmails(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    const broken = previous !== undefined && /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+$/u.exec(previous);
    if (broken && findEmails(broken[0]).length === 0 && /^[A-Za-z0-9.-]{1,12}$/u.test(line.trim()) && findEmails(`${broken[0]}${line.trim()}`).length > 0) {
      joined[joined.length - 1] = `${previous}${line.trim()}`;
    } else joined.push(line);
  }
  return joined;
}

/**
 * A phone number as Kar keeps it, or null when the digits are not a phone: Iraqi mobiles written 07XX XXX XXXX,
 * 7XX XXX XXXX, 00964 …, +964 0 7XX … become +9647XXXXXXXXX; other numbers keep their digits and + (7 to 13
 * digits, as the phone field allows). Arabic-Indic and Persian digits are read as 0-9.
 */
export function normalizePhone(raw: string): string | null {
  let digits = toLatinDigits(raw).replace(/[\s().\-‐–—/]/gu, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (/^\+?9640?7\d{9}$/u.test(digits)) return `+964${digits.replace(/^\+?9640?/u, '')}`;
  if (/^07\d{9}$/u.test(digits)) return `+964${digits.slice(1)}`;
  if (/^7[3-9]\d{8}$/u.test(digits)) return `+964${digits}`;
  return /^\+?\d{7,13}$/u.test(digits) ? digits : null;
}

const anyDigit = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
const phoneCandidate = new RegExp(`(?:\\+|00)?\\(?${anyDigit}[${anyDigit.slice(1, -1)}\\s().\\-]{5,18}${anyDigit}`, 'gu');

export interface FoundPhone {
  phone: string;
  start: number;
  end: number;
}

/**
 * Phone numbers in a line. A run of digits counts only when it reads as one: it starts with +, 00 or 0, is an Iraqi
 * mobile without its 0, or has its area code in brackets; so "2019 - 2021" and years are not phones.
 */
export function findPhones(text: string): FoundPhone[] {
  const found: FoundPhone[] = [];
  for (const match of text.matchAll(phoneCandidate)) {
    const written = match[0].trim();
    const latin = toLatinDigits(written).replace(/^\(/u, '');
    const phone = normalizePhone(written);
    if (!phone) continue;
    // An area code in brackets ("(912) 555-4321") is a phone's shape too; a bare run of digits is not.
    const plausible = /^(?:\+|00|0)/u.test(latin) || phone.startsWith('+964') || /^\(\d{2,4}\)\s?\d{3}[\s.-]?\d{3,4}$/u.test(toLatinDigits(written));
    if (plausible) found.push({ phone, start: match.index, end: match.index + match[0].length });
    else {
      const turned = turnedPhone(text, match.index, match.index + match[0].length);
      if (turned) found.push(turned);
    }
  }
  return found;
}

/**
 * A phone set left to right inside a right-to-left line (an isolated or embedded number, as Word and careful HTML
 * write it) is read back with its groups in reverse: "4567 123 0750", "3344 222 751 +964" (the country code, its +
 * outside the digits' match, after them). When the groups turned round make an Iraqi mobile, that is the number.
 */
function turnedPhone(text: string, start: number, end: number): FoundPhone | null {
  const written = text.slice(start, end).trim();
  if (!/\s/u.test(written)) return null;
  const code = /^\s*\+[0-9\u0660-\u0669\u06F0-\u06F9]{1,3}(?![0-9\u0660-\u0669\u06F0-\u06F9])/u.exec(text.slice(end));
  const groups = [...written.split(/\s+/u), ...(code ? [code[0].trim()] : [])].reverse();
  const phone = normalizePhone(groups.join(' '));
  return phone?.startsWith('+9647') ? { phone, start, end: end + (code?.[0].length ?? 0) } : null;
}

/** Cities of the Kurdistan Region and Iraq as CVs write them (matching to the city lookup happens later). */
const cityNames = [
  'Erbil',
  'Hawler',
  'Arbil',
  'Irbil',
  'Sulaymaniyah',
  'Sulaimani',
  'Sulaimaniyah',
  'Slemani',
  'Silemani',
  'Suleimaniyah',
  'Duhok',
  'Dohuk',
  'Dahuk',
  'Kirkuk',
  'Halabja',
  'Zakho',
  'Baghdad',
  'Mosul',
  'Basra',
  'Ranya',
  'Rania',
  'Koya',
  'Soran',
  'Akre',
  'Kalar',
  'Chamchamal',
  'Najaf',
  'Karbala',
  'هەولێر',
  'سلێمانی',
  'دهۆک',
  'کەرکووک',
  'هەڵەبجە',
  'زاخۆ',
  'بەغدا',
  'موسڵ',
  'بەسرە',
  'ڕانیە',
  'کۆیە',
  'سۆران',
  'ئاکرێ',
  'کەلار',
  'چەمچەماڵ',
  'نەجەف',
  'کەربەلا',
  'أربيل',
  'اربيل',
  'السليمانية',
  'دهوك',
  'كركوك',
  'حلبجة',
  'زاخو',
  'بغداد',
  'الموصل',
  'البصرة',
  'رانية',
  'كويه',
  'سوران',
  'عقرة',
  'كلار',
  'جمجمال',
  'النجف',
  'كربلاء',
];
const cityByFold = new Map(cityNames.map((name) => [fold(name), name]));

/** The first known city named in a text, as the text writes it. */
export function findCity(text: string): string | null {
  for (const word of text.split(/[\s,،;؛|/()\-–—:]+/u)) {
    if (word && cityByFold.has(fold(word))) return word;
  }
  return null;
}

export type PersonalLabel = 'name' | 'title' | 'address' | 'city' | 'email' | 'phone' | 'other';

const labels: Record<PersonalLabel, readonly string[]> = {
  name: ['name', 'full name', 'ناو', 'ناوی سیانی', 'ناوی تەواو', 'ناوی چواری', 'الاسم', 'الاسم الكامل', 'الاسم الثلاثي'],
  title: ['title', 'job title', 'position', 'ناونیشانی کار', 'پیشە', 'المسمى الوظيفي', 'الوظيفة', 'المهنة'],
  address: ['address', 'ناونیشان', 'شوێنی نیشتەجێبوون', 'العنوان', 'السكن', 'مكان السكن'],
  city: ['city', 'location', 'شار', 'المدينة', 'الموقع'],
  email: ['email', 'e-mail', 'mail', 'ئیمەیڵ', 'ئیمەیل', 'پۆستی ئەلیکترۆنی', 'البريد الإلكتروني', 'البريد الالكتروني', 'الإيميل', 'ايميل'],
  phone: [
    'phone',
    'mobile',
    'tel',
    'telephone',
    'cell',
    'ژمارەی مۆبایل',
    'مۆبایل',
    'ژمارەی تەلەفۆن',
    'تەلەفۆن',
    'ژمارە',
    'الهاتف',
    'رقم الهاتف',
    'الجوال',
    'الموبايل',
    'موبايل',
    'هاتف',
  ],
  other: [
    'date of birth',
    'birth date',
    'birthday',
    'nationality',
    'gender',
    'marital status',
    'driving license',
    'ڕێکەوتی لەدایکبوون',
    'بەرواری لەدایکبوون',
    'لەدایکبوون',
    'ڕەگەزنامە',
    'نەتەوە',
    'ڕەگەز',
    'باری خێزانی',
    'تاريخ الميلاد',
    'الجنسية',
    'الجنس',
    'الحالة الاجتماعية',
    'مكان الولادة',
  ],
};
const labelByFold = new Map(Object.entries(labels).flatMap(([label, words]) => words.map((word) => [fold(word), label as PersonalLabel])));

/** "Address: Erbil, 100m Street" → address and its value; null for a line without a known label. */
export function labelledLine(text: string): { label: PersonalLabel; value: string } | null {
  const match = /^\s*([^:：]{2,30})\s*[:：]\s*(.*)$/u.exec(text);
  if (!match?.[1]) return null;
  const label = labelByFold.get(fold(match[1].replace(/[^\p{L}\s-]/gu, '').trim()));
  return label ? { label, value: (match[2] ?? '').trim() } : null;
}

/** What a CV calls itself at its top ("Curriculum Vitae", "سیڤی", "السيرة الذاتية"): no one's name, and nothing to keep. */
const documentTitles = new Set(
  [
    'curriculum vitae',
    'cv',
    'c.v.',
    'resume',
    'résumé',
    'سیڤی',
    'سی ڤی',
    'ژیاننامە',
    'ژیاننامەی کار',
    'پوختەی ژیان',
    'کورتەی ژیان',
    'السيرة الذاتية',
    'سيرة ذاتية',
    'السيرة المهنية',
  ].map(fold),
);

export function isDocumentTitle(text: string): boolean {
  return documentTitles.has(fold(text.trim().replace(/[:：.]+$/u, '')));
}

/**
 * Whether a line can be a person's name: letters (any script) and spaces, one to six words, no digits, no @, no
 * colon, at most 60 characters, and not the CV's own title.
 */
export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  return (
    text.length <= 60 &&
    words.length >= 1 &&
    words.length <= 6 &&
    /^[\p{L}\p{M}\u200C\s.'’-]+$/u.test(text.trim()) &&
    !/@|:/u.test(text) &&
    !isDocumentTitle(text)
  );
}

/**
 * A name as the CV maker keeps it. Templates often print the name in capitals (CSS text-transform, which a PDF keeps
 * as capital letters): a Latin name written all in capitals is given its words' usual case ("LANA JALAL" → "Lana
 * Jalal"); any other name is kept as written.
 */
export function nameAsWritten(name: string): string {
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (!/^[A-Z\u00C0-\u00DE]{2,}$/u.test(letters)) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}
