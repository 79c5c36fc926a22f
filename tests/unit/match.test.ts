import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { type CvDetail, type CvLocale, cvLocales, type ProficiencyLevel, proficiencyLevels } from '../../worker/features/cvs/cvs.schemas';
import { monthsBetween } from '../../worker/shared/work-months';
import { baghdadToday, unionMonths, type WorkPeriod } from '../../worker/features/matching/experience';
import { degreeRanks, levelRank, unrankedDegreeIds } from '../../worker/features/matching/levels';
import { citiesInLocation, computeMatch, type CvForMatch, type MatchContext, scoreOf } from '../../worker/features/matching/match';
import {
  type JobForMatch,
  type JobLanguageLevel,
  jobLanguageLevels,
  jobMatchRequirementsSchema,
  languagesFromLegacyIds,
  type MatchKind,
  type MatchResult,
  matchResultSchema,
  type MatchStatus,
} from '../../worker/features/matching/match.schemas';

const today = '2026-05-15';
const context: MatchContext = { today, cities: lookupSeed.cities };
const nameOf = (list: keyof typeof lookupSeed, id: number, locale: CvLocale) => lookupSeed[list].find((row) => row.id === id)?.[locale] ?? '';

/** What a test CV states; `city_id` becomes a free-text location written in the CV's language. */
interface CvSpec {
  skills?: number[];
  languages?: Array<[number, ProficiencyLevel]>;
  degrees?: number[];
  work?: Array<WorkPeriod & { position_id?: number | null; sector_id?: number | null }>;
  city_id?: number;
  location?: string;
}

const words = {
  en: { title: 'Accountant', company: 'Zagros Trading', region: 'Kurdistan Region', comma: ', ' },
  ckb: { title: 'ژمێریار', company: 'کۆمپانیای زاگرۆس', region: 'هەرێمی کوردستان', comma: '، ' },
  ar: { title: 'محاسب', company: 'شركة زاگروس', region: 'إقليم كوردستان', comma: '، ' },
} as const;

/** A whole `CvDetail` (the type the server reads a CV as), written in `locale`, stating `spec`. */
function cvIn(locale: CvLocale, spec: CvSpec): CvDetail {
  const named = (list: keyof typeof lookupSeed, id: number) => ({ id, name: nameOf(list, id, locale) });
  const text = words[locale];
  const location = spec.location ?? (spec.city_id ? `${nameOf('cities', spec.city_id, locale)}${text.comma}${text.region}` : null);
  return {
    id: 1,
    title: text.title,
    file_path: null,
    file_name: null,
    file_type: null,
    full_name: 'Shilan Aziz',
    email: 'shilan@example.com',
    phone_num: '+9647501234567',
    location,
    address: null,
    profile_pic_path: null,
    completed_count: 4,
    completed_sections: [],
    required_done: 4,
    state: 'complete',
    is_default: true,
    is_shareable: false,
    share_token: null,
    language: locale,
    updated_at: '2026-05-01T00:00:00.000Z',
    cv_skills: (spec.skills ?? []).map((id) => named('skills', id)),
    cv_languages: (spec.languages ?? []).map(([id, level], index) => ({
      id: index + 1,
      cv_id: 1,
      language: named('languages', id),
      proficiency_level: level,
      percent: 25 * (levelRank(level) + 1),
    })),
    educations: (spec.degrees ?? []).map((id, index) => ({
      id: index + 1,
      cv_id: 1,
      institution: named('institutions', 1),
      institution_name: null,
      city: named('cities', 1),
      degree: named('degrees', id),
      field_of_study: text.title,
      start_date: '2010-01-01',
      end_date: '2014-01-01',
      url: null,
      description: null,
    })),
    work_experiences: (spec.work ?? []).map((period, index) => ({
      id: index + 1,
      cv_id: 1,
      title: text.title,
      company: text.company,
      location: text.region,
      url: null,
      description: null,
      months: 0,
      ...period,
    })),
    references: [],
    awards_and_certifications: [],
    additional_info: [],
  };
}

function job(overrides: Partial<JobForMatch> = {}): JobForMatch {
  return { ...jobMatchRequirementsSchema.parse({}), city_id: 1, workplace: 'on_site', position_id: 3, sector_id: 5, ...overrides };
}

const worked = (from: string, to: string | null): WorkPeriod => ({ from_date: `${from}-01`, to_date: to ? `${to}-01` : null, is_present: to === null });

/** The statuses of the items of one kind, in order. */
const statusesOf = (result: MatchResult, kind: MatchKind) => result.items.filter((item) => item.kind === kind).map((item) => item.status);

interface Case {
  name: string;
  cv: CvSpec;
  job: Partial<JobForMatch>;
  kind: MatchKind;
  expected: MatchStatus[];
  detail?: Record<string, unknown>;
}

const cases: Case[] = [
  {
    name: 'a listed skill is met',
    cv: { skills: [1, 3] },
    job: { skills: [{ skill_id: 3, must: true }] },
    kind: 'skill',
    expected: ['met'],
    detail: { reason: 'listed' },
  },
  {
    name: 'a skill the list lacks is missed',
    cv: { skills: [1] },
    job: { skills: [{ skill_id: 3, must: false }] },
    kind: 'skill',
    expected: ['missed'],
    detail: { reason: 'not_listed' },
  },
  {
    name: 'skills with no skills section are unknown',
    cv: {},
    job: {
      skills: [
        { skill_id: 3, must: true },
        { skill_id: 1, must: false },
      ],
    },
    kind: 'skill',
    expected: ['unknown', 'unknown'],
  },
  { name: 'the same degree is met', cv: { degrees: [4] }, job: { min_degree_id: 4 }, kind: 'degree', expected: ['met'], detail: { degree_id: 4 } },
  {
    name: 'a higher degree is met, shown as the highest',
    cv: { degrees: [1, 6, 4] },
    job: { min_degree_id: 4 },
    kind: 'degree',
    expected: ['met'],
    detail: { degree_id: 6 },
  },
  {
    name: 'a lower degree is missed',
    cv: { degrees: [3] },
    job: { min_degree_id: 4 },
    kind: 'degree',
    expected: ['missed'],
    detail: { reason: 'below', degree_id: 3 },
  },
  {
    name: 'a degree with no education is unknown',
    cv: { skills: [1] },
    job: { min_degree_id: 4 },
    kind: 'degree',
    expected: ['unknown'],
    detail: { reason: 'no_education' },
  },
  { name: 'a certificate does not make a bachelor', cv: { degrees: [8] }, job: { min_degree_id: 4 }, kind: 'degree', expected: ['missed'] },
  { name: 'a doctorate does not make a certificate', cv: { degrees: [7] }, job: { min_degree_id: 8 }, kind: 'degree', expected: ['missed'] },
  {
    name: 'a certificate meets a certificate',
    cv: { degrees: [7, 8] },
    job: { min_degree_id: 8 },
    kind: 'degree',
    expected: ['met'],
    detail: { degree_id: 8 },
  },
  {
    name: 'fluent meets advanced',
    cv: { languages: [[1, 'fluent']] },
    job: { languages: [{ language_id: 1, min_level: 'advanced' }] },
    kind: 'language',
    expected: ['met'],
    detail: { level: 'fluent' },
  },
  {
    name: 'a mother tongue meets fluent',
    cv: { languages: [[4, 'native']] },
    job: { languages: [{ language_id: 4, min_level: 'fluent' }] },
    kind: 'language',
    expected: ['met'],
    detail: { reason: 'meets', level: 'native' },
  },
  {
    name: 'intermediate misses advanced',
    cv: { languages: [[5, 'intermediate']] },
    job: { languages: [{ language_id: 5, min_level: 'advanced' }] },
    kind: 'language',
    expected: ['missed'],
    detail: { reason: 'below', level: 'intermediate' },
  },
  {
    name: 'a language the list lacks is missed',
    cv: { languages: [[5, 'fluent']] },
    job: { languages: [{ language_id: 4, min_level: 'beginner' }] },
    kind: 'language',
    expected: ['missed'],
    detail: { reason: 'not_listed', level: null },
  },
  {
    name: 'languages with no languages section are unknown',
    cv: { skills: [1] },
    job: { languages: [{ language_id: 4, min_level: 'beginner' }] },
    kind: 'language',
    expected: ['unknown'],
    detail: { reason: 'no_languages' },
  },
  {
    name: 'a language listed twice counts at its best',
    cv: {
      languages: [
        [5, 'beginner'],
        [5, 'advanced'],
      ],
    },
    job: { languages: [{ language_id: 5, min_level: 'advanced' }] },
    kind: 'language',
    expected: ['met'],
  },
  {
    name: 'three years of work meet three',
    cv: { work: [worked('2020-01', '2022-12')] },
    job: { min_experience_years: 3 },
    kind: 'experience',
    expected: ['met'],
    detail: { months: 36 },
  },
  {
    name: 'overlapping jobs count once',
    cv: { work: [worked('2020-01', '2021-12'), worked('2021-01', '2022-06')] },
    job: { min_experience_years: 3 },
    kind: 'experience',
    expected: ['missed'],
    detail: { reason: 'short', months: 30 },
  },
  {
    name: 'a present job runs to this month in Baghdad',
    cv: { work: [worked('2023-06', null)] },
    job: { min_experience_years: 3 },
    kind: 'experience',
    expected: ['met'],
    detail: { months: 36 },
  },
  {
    name: 'gaps count nothing',
    cv: { work: [worked('2018-01', '2018-12'), worked('2020-01', '2020-12')] },
    job: { min_experience_years: 3 },
    kind: 'experience',
    expected: ['missed'],
    detail: { months: 24 },
  },
  {
    name: 'experience with no work section is unknown',
    cv: { skills: [1] },
    job: { min_experience_years: 1 },
    kind: 'experience',
    expected: ['unknown'],
    detail: { reason: 'no_work', months: 0 },
  },
  {
    name: 'years in the position, when the CV does not say where, are unknown',
    cv: { work: [worked('2015-01', '2020-12')] },
    job: { min_experience_years: 3, experience_scope: 'position' },
    kind: 'experience',
    expected: ['unknown'],
    detail: { reason: 'scope_not_stated', months: 72 },
  },
  {
    name: 'years in the sector are missed when all the work is too short',
    cv: { work: [worked('2020-01', '2020-12')] },
    job: { min_experience_years: 3, experience_scope: 'sector' },
    kind: 'experience',
    expected: ['missed'],
  },
  {
    name: 'years in the position count the periods that state it',
    cv: {
      work: [
        { ...worked('2015-01', '2018-12'), position_id: 3 },
        { ...worked('2019-01', '2022-12'), position_id: 9 },
      ],
    },
    job: { min_experience_years: 3, experience_scope: 'position' },
    kind: 'experience',
    expected: ['met'],
    detail: { months: 96, scoped_months: 48 },
  },
  {
    name: 'years in the position: overlapping periods in it count once, another position not at all (3 years 4 months, asks 3)',
    cv: {
      work: [
        { ...worked('2019-01', '2021-06'), position_id: 3 },
        { ...worked('2021-01', '2022-04'), position_id: 3 },
        { ...worked('2023-01', '2024-12'), position_id: 9 },
      ],
    },
    job: { min_experience_years: 3, experience_scope: 'position' },
    kind: 'experience',
    expected: ['met'],
    detail: { reason: 'meets', months: 64, scoped_months: 40 },
  },
  {
    name: 'years in the sector are missed when every period names another',
    cv: { work: [{ ...worked('2015-01', '2022-12'), sector_id: 1 }] },
    job: { min_experience_years: 3, experience_scope: 'sector' },
    kind: 'experience',
    expected: ['missed'],
    detail: { scoped_months: 0 },
  },
  { name: 'the same city is met', cv: { city_id: 2 }, job: { city_id: 2 }, kind: 'city', expected: ['met'], detail: { reason: 'same_city', city_ids: [2] } },
  { name: 'another city is missed', cv: { city_id: 3 }, job: { city_id: 2 }, kind: 'city', expected: ['missed'], detail: { reason: 'other_city' } },
  { name: 'a hybrid job wants its city', cv: { city_id: 3 }, job: { city_id: 2, workplace: 'hybrid' }, kind: 'city', expected: ['missed'] },
  {
    name: 'a remote job matches any city',
    cv: { city_id: 3 },
    job: { city_id: 2, workplace: 'remote' },
    kind: 'city',
    expected: ['met'],
    detail: { reason: 'remote' },
  },
  { name: 'a remote job matches a CV with no location', cv: {}, job: { workplace: 'remote' }, kind: 'city', expected: ['met'] },
  {
    name: 'relocation considered takes any city',
    cv: { city_id: 3 },
    job: { city_id: 2, relocation_considered: true },
    kind: 'city',
    expected: ['met'],
    detail: { reason: 'relocation' },
  },
  { name: 'no location is unknown', cv: {}, job: {}, kind: 'city', expected: ['unknown'], detail: { reason: 'no_location' } },
  {
    name: 'a location naming no known city is unknown',
    cv: { location: 'Atlantis 12' },
    job: {},
    kind: 'city',
    expected: ['unknown'],
    detail: { reason: 'unrecognised_location', city_ids: [] },
  },
];

describe('the match, requirement by requirement, in three languages', () => {
  for (const locale of cvLocales) {
    it.each(cases)(`${locale}: $name`, ({ cv, job: overrides, kind, expected, detail }) => {
      const result = computeMatch(cvIn(locale, cv), job(overrides), context);
      expect(statusesOf(result, kind)).toEqual(expected);
      if (detail) expect(result.items.find((item) => item.kind === kind)?.detail).toMatchObject(detail);
      expect(matchResultSchema.parse(result)).toEqual(result);
    });
  }
});

describe('the score', () => {
  // The worked example of docs/decisions/0015.
  it('is the weight met over the weight asked, must-haves twice, unknown as not met', () => {
    const cv = cvIn('ckb', { skills: [1, 10], degrees: [4], languages: [[5, 'beginner']], city_id: 1 });
    const result = computeMatch(
      cv,
      job({
        skills: [
          { skill_id: 1, must: true },
          { skill_id: 2, must: true },
          { skill_id: 10, must: false },
        ],
        min_degree_id: 4,
        languages: [{ language_id: 5, min_level: 'advanced' }],
        min_experience_years: 2,
      }),
      context,
    );
    // met: JavaScript 2 + React 1 + degree 2 + Erbil 1 = 6; asked: 2 + 2 + 1 + 2 + 2 + 2 + 1 = 12.
    expect(result.items.map((item) => `${item.kind}:${item.status}`)).toEqual([
      'skill:met',
      'skill:missed',
      'skill:met',
      'degree:met',
      'language:missed',
      'experience:unknown',
      'city:met',
    ]);
    expect(result).toMatchObject({ score: 50, met: 4, total: 7, must_met: 2, must_total: 5 });
  });

  it('rounds down, so 100 means everything is met', () => {
    const result = computeMatch(
      cvIn('en', { skills: [1], city_id: 1 }),
      job({
        skills: [
          { skill_id: 1, must: false },
          { skill_id: 2, must: false },
        ],
      }),
      context,
    );
    expect(result.score).toBe(66);
    expect(scoreOf([])).toBe(0);
  });

  it('an uploaded CV (no sections) is unknown everywhere but a remote city', () => {
    const uploaded = cvIn('ar', {});
    const result = computeMatch(
      uploaded,
      job({
        skills: [{ skill_id: 1, must: true }],
        min_degree_id: 4,
        languages: [{ language_id: 4, min_level: 'fluent' }],
        min_experience_years: 1,
        workplace: 'remote',
      }),
      context,
    );
    expect(result.items.map((item) => item.status)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'met']);
    expect(result.score).toBe(Math.floor(100 / 9));
  });
});

describe('experience in months', () => {
  it('counts today in Asia/Baghdad', () => {
    expect(baghdadToday(new Date('2026-05-31T21:30:00Z'))).toBe('2026-06-01');
    expect(baghdadToday(new Date('2026-05-31T20:59:00Z'))).toBe('2026-05-31');
    expect(unionMonths([worked('2026-05', null)], '2026-05-31')).toBe(1);
    expect(unionMonths([worked('2026-05', null)], '2026-06-01')).toBe(2);
  });

  it('is the union of the periods: order-free, at least the longest, at most their sum', () => {
    const month = fc.record({ year: fc.integer({ min: 2000, max: 2026 }), month: fc.integer({ min: 1, max: 12 }) });
    const iso = ({ year, month: m }: { year: number; month: number }) => `${year}-${String(m).padStart(2, '0')}`;
    const period = fc.tuple(month, fc.option(month, { nil: null })).map(([from, to]) => {
      const [a, b] = to && iso(to) < iso(from) ? [to, from] : [from, to];
      return worked(iso(a), b ? iso(b) : null);
    });
    fc.assert(
      fc.property(fc.array(period, { maxLength: 6 }), (periods) => {
        const inRange = periods.filter((p) => p.from_date <= today);
        const alone = inRange.map((p) => monthsBetween(p.from_date, p.is_present || !p.to_date || p.to_date > today ? today : p.to_date));
        const total = unionMonths(periods, today);
        expect(total).toBeLessThanOrEqual(alone.reduce((sum, months) => sum + months, 0));
        expect(total).toBeGreaterThanOrEqual(Math.max(0, ...alone));
        expect(unionMonths([...periods].reverse(), today)).toBe(total);
      }),
    );
  });
});

describe('the orders', () => {
  it('language levels: beginner < intermediate < advanced < fluent (< native, a CV level no job may ask)', () => {
    expect(proficiencyLevels.map(levelRank)).toEqual(proficiencyLevels.map((_, index) => index));
    expect(jobLanguageLevels).toEqual(['beginner', 'intermediate', 'advanced', 'fluent']);
    const asks = (cvLevel: ProficiencyLevel, min: JobLanguageLevel) =>
      statusesOf(computeMatch(cvIn('en', { languages: [[5, cvLevel]] }), job({ languages: [{ language_id: 5, min_level: min }] }), context), 'language')[0];
    for (const cvLevel of proficiencyLevels) {
      for (const min of jobLanguageLevels) expect(asks(cvLevel, min)).toBe(levelRank(cvLevel) >= levelRank(min) ? 'met' : 'missed');
    }
  });

  it('every degree in the seed is on the ladder (in the seed order) or deliberately off it', () => {
    for (const { id } of lookupSeed.degrees) expect(degreeRanks.has(id) !== unrankedDegreeIds.has(id), `degree ${id}`).toBe(true);
    const ladder = lookupSeed.degrees.filter(({ id }) => degreeRanks.has(id)).map(({ id }) => degreeRanks.get(id) ?? 0);
    expect(ladder).toEqual([...ladder].sort((a, b) => a - b));
  });

  it('every city is read from each of its three names, and only as itself', () => {
    for (const city of lookupSeed.cities) {
      for (const name of [city.en, city.ckb, city.ar]) expect(citiesInLocation(` ${name} `, lookupSeed.cities), name).toEqual([city.id]);
    }
    // Typed on an Arabic keyboard, with harakat, or with a neighbourhood: still the city.
    expect(citiesInLocation('ھەولێر - عەنکاوە', lookupSeed.cities)).toEqual([1]);
    expect(citiesInLocation('هه‌ولێر', lookupSeed.cities)).toEqual([1]);
    expect(citiesInLocation('أَرْبِيل، العراق', lookupSeed.cities)).toEqual([1]);
    expect(citiesInLocation('Soran, Erbil', lookupSeed.cities)).toEqual([1, 8]);
    expect(citiesInLocation('   ', lookupSeed.cities)).toBeNull();
  });
});

describe('the job body', () => {
  it('defaults to asking nothing, and refuses a skill or language asked twice', () => {
    expect(jobMatchRequirementsSchema.parse({})).toEqual({
      skills: [],
      min_degree_id: null,
      languages: [],
      min_experience_years: null,
      experience_scope: 'any',
      relocation_considered: false,
    });
    expect(jobMatchRequirementsSchema.safeParse({ skills: [{ skill_id: 1 }, { skill_id: 1, must: true }] }).success).toBe(false);
    expect(
      jobMatchRequirementsSchema.safeParse({
        languages: [
          { language_id: 1, min_level: 'fluent' },
          { language_id: 1, min_level: 'beginner' },
        ],
      }).success,
    ).toBe(false);
    expect(jobMatchRequirementsSchema.safeParse({ min_experience_years: 0 }).success).toBe(false);
    expect(jobMatchRequirementsSchema.safeParse({ languages: [{ language_id: 1, min_level: 'expert' }] }).success).toBe(false);
    // A job asks what a person can do, not where they were born: a CV's mother tongue meets fluent, a job cannot ask it.
    expect(jobMatchRequirementsSchema.safeParse({ languages: [{ language_id: 1, min_level: 'native' }] }).success).toBe(false);
  });

  it('reads the old language_ids as the lowest level', () => {
    expect(languagesFromLegacyIds([4, 5, 4])).toEqual([
      { language_id: 4, min_level: 'beginner' },
      { language_id: 5, min_level: 'beginner' },
    ]);
  });
});

// Properties ------------------------------------------------------------------------------------------------------

const level = fc.constantFrom(...proficiencyLevels);
const cityIds = lookupSeed.cities.map((city) => city.id);
const yearMonth = fc.tuple(fc.integer({ min: 2005, max: 2026 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);

const cvSpec: fc.Arbitrary<CvSpec> = fc.record(
  {
    skills: fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 8 }),
    languages: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 13 }), level), { maxLength: 4, selector: ([id]) => id }),
    degrees: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
    work: fc.array(
      fc
        .tuple(yearMonth, fc.option(yearMonth, { nil: null }), fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }))
        .map(([a, b, position]) => ({ ...worked(b && b < a ? b : a, b && b < a ? a : b), position_id: position })),
      { maxLength: 4 },
    ),
    city_id: fc.option(fc.constantFrom(...cityIds), { nil: undefined }),
  },
  { requiredKeys: [] },
);

const jobSpec: fc.Arbitrary<JobForMatch> = fc.record({
  skills: fc.uniqueArray(fc.record({ skill_id: fc.integer({ min: 1, max: 20 }), must: fc.boolean() }), { maxLength: 6, selector: (skill) => skill.skill_id }),
  min_degree_id: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
  languages: fc.uniqueArray(fc.record({ language_id: fc.integer({ min: 1, max: 13 }), min_level: fc.constantFrom(...jobLanguageLevels) }), {
    maxLength: 3,
    selector: (language) => language.language_id,
  }),
  min_experience_years: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
  experience_scope: fc.constantFrom('any' as const, 'position' as const, 'sector' as const),
  relocation_considered: fc.boolean(),
  city_id: fc.constantFrom(...cityIds),
  workplace: fc.constantFrom('on_site' as const, 'remote' as const, 'hybrid' as const),
  position_id: fc.integer({ min: 1, max: 5 }),
  sector_id: fc.integer({ min: 1, max: 5 }),
});

const locale = fc.constantFrom(...cvLocales);

describe('match properties', () => {
  it('scores 0–100 by its own formula, with met ≤ total', () => {
    fc.assert(
      fc.property(cvSpec, jobSpec, locale, (cv, jobForMatch, language) => {
        const result = computeMatch(cvIn(language, cv), jobForMatch, context);
        matchResultSchema.parse(result);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        expect(result.met).toBeLessThanOrEqual(result.total);
        expect(result.must_met).toBeLessThanOrEqual(result.must_total);
        expect(result.score === 100).toBe(result.met === result.total && result.total > 0);
      }),
    );
  });

  it('a CV in another language with the same lookup ids matches the same', () => {
    fc.assert(
      fc.property(cvSpec, jobSpec, locale, locale, (cv, jobForMatch, one, other) => {
        expect(computeMatch(cvIn(other, cv), jobForMatch, context)).toEqual(computeMatch(cvIn(one, cv), jobForMatch, context));
      }),
    );
  });

  it('adding a requirement the CV meets never lowers the score', () => {
    fc.assert(
      fc.property(cvSpec, jobSpec, locale, fc.boolean(), fc.nat(), (spec, jobForMatch, language, must, pick) => {
        const cv: CvForMatch = cvIn(language, spec);
        const before = computeMatch(cv, jobForMatch, context).score;
        const newSkills = (spec.skills ?? []).filter((id) => !jobForMatch.skills.some((skill) => skill.skill_id === id));
        const newLanguages = (spec.languages ?? []).filter(([id]) => !jobForMatch.languages.some((asked) => asked.language_id === id));
        const skill = newSkills[pick % Math.max(1, newSkills.length)];
        const spoken = newLanguages[pick % Math.max(1, newLanguages.length)];
        if (skill !== undefined) {
          const added = { ...jobForMatch, skills: [...jobForMatch.skills, { skill_id: skill, must }] };
          expect(computeMatch(cv, added, context).score).toBeGreaterThanOrEqual(before);
        }
        if (spoken !== undefined) {
          const added = {
            ...jobForMatch,
            languages: [
              ...jobForMatch.languages,
              { language_id: spoken[0], min_level: jobLanguageLevels[pick % Math.min(jobLanguageLevels.length, levelRank(spoken[1]) + 1)] ?? 'beginner' },
            ],
          };
          const after = computeMatch(cv, added, context);
          expect(after.items.filter((item) => item.kind === 'language').at(-1)?.status).toBe('met');
          expect(after.score).toBeGreaterThanOrEqual(before);
        }
      }),
    );
  });
});
