// Many generated jobs for benchmarks and `npm run seed:demo -- --jobs N`: trilingual, with word frequencies that
// follow Zipf's law (a few words in many jobs, a long tail in few), cities weighted as the region's job market is.
import { experienceLevels, workplaces } from '../schema/job-values.ts';
import { demoCompanies, type DemoJob } from './demo-jobs.ts';
import { lookupSeed, type SeedRow } from './lookups.data.ts';

type Language = DemoJob['language'];

/** A small seeded generator (mulberry32): the same N gives the same jobs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks index i of `size` with weight 1/(i+1)^s (the generated boards' words, positions, companies). */
export function zipfPicker(size: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let index = 0; index < size; index += 1) cumulative[index] = total += 1 / (index + 1) ** s;
  return () => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const commonWords: Record<Language, string[]> = {
  en: 'work team experience customer company skills office good strong project manage support report develop client service sales market data quality safety training plan daily weekly English Kurdish Arabic computer software system design build maintain communication degree years required preferred benefits salary insurance transport shift flexible'.split(
    ' ',
  ),
  ckb: 'کار تیم ئەزموون کڕیار کۆمپانیا توانا نووسینگە باش بەهێز پڕۆژە بەڕێوەبردن پشتگیری ڕاپۆرت گەشەپێدان خزمەتگوزاری فرۆشتن بازاڕ داتا کوالیتی سەلامەتی ڕاهێنان پلان ڕۆژانە هەفتانە ئینگلیزی کوردی عەرەبی کۆمپیوتەر سیستەم دیزاین دروستکردن پەیوەندی بڕوانامە ساڵ پێویست مووچە بیمە گواستنەوە دەوام'.split(
    ' ',
  ),
  ar: 'عمل فريق خبرة عميل شركة مهارات مكتب جيد قوي مشروع إدارة دعم تقرير تطوير خدمة مبيعات سوق بيانات جودة سلامة تدريب خطة يومي أسبوعي الإنجليزية الكردية العربية حاسوب نظام تصميم بناء صيانة تواصل شهادة سنوات مطلوب راتب تأمين نقل دوام'.split(
    ' ',
  ),
};

/** Syllables that make plausible rare words, so the vocabulary has a long tail as real text does. */
const syllables: Record<Language, string[]> = {
  en: ['ar', 'ben', 'cor', 'dal', 'en', 'fir', 'gan', 'hol', 'ist', 'kor', 'lan', 'mer', 'nor', 'pel', 'ran', 'sto', 'tar', 'ver'],
  ckb: ['ئا', 'بە', 'چیا', 'دە', 'ڕێ', 'زا', 'ژی', 'سۆ', 'شە', 'کۆ', 'گە', 'ڵا', 'مە', 'نێ', 'وە', 'هە', 'یا', 'پێ'],
  ar: ['با', 'تو', 'جا', 'حي', 'خو', 'دا', 'را', 'سي', 'شو', 'صا', 'طي', 'عا', 'فو', 'قا', 'كي', 'لو', 'مي', 'نا'],
};

function vocabulary(language: Language, size: number, random: () => number): string[] {
  const words = new Set(commonWords[language]);
  const parts = syllables[language];
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length }, () => parts[Math.floor(random() * parts.length)] ?? '').join(''));
  }
  return [...words];
}

/** Erbil, Sulaymaniyah and Duhok hold most jobs; Erbil about a quarter. */
const cityWeights: Array<[number, number]> = [
  [1, 26],
  [2, 22],
  [3, 14],
  [5, 9],
  [4, 4],
  [6, 4],
  [7, 4],
  [8, 4],
  [9, 4],
  [10, 3],
  [11, 3],
  [12, 3],
];

function weighted(pairs: Array<[number, number]>, random: () => number): number {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random() * total;
  for (const [value, weight] of pairs) if ((target -= weight) < 0) return value;
  return pairs[0]?.[0] ?? 1;
}

const seniority: Record<Language, string[]> = {
  en: ['Senior', 'Junior', 'Lead', 'Assistant'],
  ckb: ['باڵا', 'نوێ', 'سەرەکی', 'یاریدەدەر'],
  ar: ['أول', 'مبتدئ', 'رئيسي', 'مساعد'],
};
const nameIn = (row: SeedRow | undefined, language: Language) => (row ? row[language] : '');

/** N generated jobs spread over the last 60 days, a third in each language. */
export function generatedJobs(count: number, seed = 11): DemoJob[] {
  const random = seededRandom(seed);
  const vocabularies = { en: vocabulary('en', 6000, random), ckb: vocabulary('ckb', 6000, random), ar: vocabulary('ar', 6000, random) };
  const pickWord = zipfPicker(6000, 1.05, random);
  const positions = lookupSeed.positions;
  const pickPosition = zipfPicker(positions.length, 0.8, random);
  const sectors = lookupSeed.sectors;
  const languagesInOrder: Language[] = ['en', 'ckb', 'ar'];
  return Array.from({ length: count }, (_, index): DemoJob => {
    const language = languagesInOrder[index % 3] ?? 'en';
    const position = positions[pickPosition()];
    const words = Array.from({ length: 25 + Math.floor(random() * 40) }, () => vocabularies[language][pickWord()]);
    const level = random() < 0.3 ? `${seniority[language][Math.floor(random() * 4)]} ` : '';
    const hasSalary = random() < 0.6;
    const usd = random() < 0.4;
    const base = usd ? 500 + Math.floor(random() * 20) * 100 : 500_000 + Math.floor(random() * 30) * 100_000;
    return {
      companyEmail: demoCompanies[index % demoCompanies.length]?.email ?? '',
      title: language === 'en' ? `${level}${nameIn(position, language)}` : `${nameIn(position, language)} ${level}`.trim(),
      language,
      description: `<p>${words.slice(0, 20).join(' ')}.</p><p>${words.slice(20).join(' ')}.</p>`,
      requirements: [words[0] ?? '', words[1] ?? '', nameIn(lookupSeed.languages[index % 6], language)].filter(
        (name, at, all) => name && all.indexOf(name) === at,
      ),
      positionId: position?.id ?? 1,
      sectorId: sectors[Math.floor(random() * sectors.length)]?.id ?? 1,
      cityId: weighted(cityWeights, random),
      jobTypeId: weighted(
        [
          [1, 60],
          [2, 15],
          [3, 10],
          [4, 5],
          [5, 5],
          [6, 5],
        ],
        random,
      ),
      workplace:
        workplaces[
          weighted(
            [
              [0, 70],
              [1, 10],
              [2, 20],
            ],
            random,
          )
        ] ?? 'on_site',
      experienceLevel: experienceLevels[Math.floor(random() * experienceLevels.length)] ?? 'mid',
      ...(hasSalary ? { salary: { min: base, max: Math.round(base * 1.5), currency: usd ? ('USD' as const) : ('IQD' as const) } } : {}),
      publishedDaysAgo: (random() * 60 * 86_400_000) / 86_400_000,
      deadlineInDays: 30 + Math.floor(random() * 60),
    };
  });
}
