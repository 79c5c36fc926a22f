import type { Locale } from '../../ports';

/**
 * The few words only page heads use (search results and link previews, never the UI), in each language. The site's
 * name comes from the messages (`app_name`).
 */
export const seoWords: Record<Locale, { jobAt: (title: string, company: string) => string; noLongerOpen: string; companyPage: (company: string) => string }> = {
  en: {
    jobAt: (title, company) => `${title} at ${company}`,
    noLongerOpen: 'No longer accepting applications.',
    companyPage: (company) => `${company}: company profile and open jobs on Kar.`,
  },
  ckb: {
    jobAt: (title, company) => `${title} لە ${company}`,
    noLongerOpen: 'ئیتر داواکاری وەرناگیرێت.',
    companyPage: (company) => `${company}: پرۆفایلی کۆمپانیا و هەلی کارە کراوەکان لە کار.`,
  },
  ar: {
    jobAt: (title, company) => `${title} لدى ${company}`,
    noLongerOpen: 'لم يعد التقديم متاحاً.',
    companyPage: (company) => `${company}: ملف الشركة والوظائف المتاحة على كار.`,
  },
};

/**
 * Open Graph wants language_TERRITORY, and Facebook's crawler accepts only the locales on its own list: Sorani Kurdish
 * is `cb_IQ` there and Arabic the umbrella `ar_AR` (`ckb_IQ` and `ar_IQ` are not on it). WhatsApp and Telegram
 * document no use of og:locale.
 */
export const ogLocales: Record<Locale, string> = { en: 'en_US', ckb: 'cb_IQ', ar: 'ar_AR' };

type Governorate = Record<Locale, string>;

const erbil: Governorate = { en: 'Erbil Governorate', ckb: 'پارێزگای هەولێر', ar: 'محافظة أربيل' };
const sulaymaniyah: Governorate = { en: 'Sulaymaniyah Governorate', ckb: 'پارێزگای سلێمانی', ar: 'محافظة السليمانية' };
const duhok: Governorate = { en: 'Duhok Governorate', ckb: 'پارێزگای دهۆک', ar: 'محافظة دهوك' };
const halabja: Governorate = { en: 'Halabja Governorate', ckb: 'پارێزگای هەڵەبجە', ar: 'محافظة حلبجة' };
const kirkuk: Governorate = { en: 'Kirkuk Governorate', ckb: 'پارێزگای کەرکووک', ar: 'محافظة كركوك' };
const nineveh: Governorate = { en: 'Nineveh Governorate', ckb: 'پارێزگای نەینەوا', ar: 'محافظة نينوى' };
const baghdad: Governorate = { en: 'Baghdad Governorate', ckb: 'پارێزگای بەغدا', ar: 'محافظة بغداد' };
const basra: Governorate = { en: 'Basra Governorate', ckb: 'پارێزگای بەسرە', ar: 'محافظة البصرة' };

/**
 * The governorate of each city of the `cities` lookup (db/seed/lookups.data.ts ids), for JSON-LD's addressRegion.
 * Towns whose governorate is disputed (Akre, Shekhan, Bardarash, Makhmour, Kifri, Khanaqin, Tuz Khurmatu, Sinjar)
 * are left out rather than given one side's answer: addressRegion is optional, addressCountry is what matters.
 */
const governorateOfCity: ReadonlyMap<number, Governorate> = new Map([
  ...[1, 8, 9, 11, 18, 19, 24].map((id) => [id, erbil] as const),
  ...[2, 7, 12, 13, 14, 15, 16, 17, 22].map((id) => [id, sulaymaniyah] as const),
  ...[3, 6, 20, 21].map((id) => [id, duhok] as const),
  [4, halabja] as const,
  [5, kirkuk] as const,
  [31, nineveh] as const,
  [32, baghdad] as const,
  [33, basra] as const,
]);

export const governorateOf = (cityId: number, locale: Locale): string | undefined => governorateOfCity.get(cityId)?.[locale];
