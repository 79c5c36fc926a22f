import type { MatchItem, MatchStatus, PublicMatchRequirements } from '../../../worker/features/matching/match.schemas';
import { levelLabel } from '../../lib/cv-labels';
import { formatDuration } from '../../lib/dates';
import { listSeparator } from '../../lib/formats';
import { m } from '../../paraglide/messages';
import { currentLocale } from '../../lib/i18n';

/** Names the sentences need beyond the job's own requirements: the job's city, position and sector, the CV's degree. */
export interface MatchNames {
  requirements: PublicMatchRequirements;
  city: string;
  position: string;
  sector: string;
  degreeName: (id: number) => string;
  cityName: (id: number) => string;
}

const nameIn = (list: ReadonlyArray<{ id: number; name: string }>, id: number) => list.find((item) => item.id === id)?.name ?? '';

/** Whole years and months, as the CV maker says a job's length ("3 years 4 months"). */
export const yearsAndMonths = (months: number): string => formatDuration(months, currentLocale());

export const statusLabel = (status: MatchStatus): string =>
  status === 'met' ? m.match_status_met() : status === 'missed' ? m.match_status_missed() : m.match_status_unknown();

/** What the job asks, in the reader's language. */
export function askedText(item: MatchItem, names: MatchNames): string {
  const { requirements } = names;
  switch (item.kind) {
    case 'skill':
      return (item.must ? m.match_ask_skill_must : m.match_ask_skill_nice)({ skill: nameIn(requirements.skills, item.label.skill_id) });
    case 'degree':
      return m.match_ask_degree({ degree: requirements.min_degree?.name ?? '' });
    case 'language':
      return m.match_ask_language({ language: nameIn(requirements.languages, item.label.language_id), level: levelLabel(item.label.min_level) });
    case 'experience':
      if (item.label.scope === 'position') return m.match_ask_experience_in({ duration: yearsAndMonths(item.label.min_years * 12), field: names.position });
      if (item.label.scope === 'sector') return m.match_ask_experience_in({ duration: yearsAndMonths(item.label.min_years * 12), field: names.sector });
      return m.match_ask_experience({ duration: yearsAndMonths(item.label.min_years * 12) });
    case 'city':
      if (item.label.workplace === 'remote') return m.match_ask_remote();
      return m.match_ask_city({ city: names.city });
  }
}

/** What the CV says about it, in the reader's language. */
export function cvText(item: MatchItem, names: MatchNames): string {
  switch (item.kind) {
    case 'skill':
      return item.detail.reason === 'listed'
        ? m.match_cv_skill_listed()
        : item.detail.reason === 'not_listed'
          ? m.match_cv_skill_not_listed()
          : m.match_cv_no_skills();
    case 'degree':
      if (item.detail.degree_id === null) return m.match_cv_no_education();
      return m.match_cv_degree({ degree: names.degreeName(item.detail.degree_id) });
    case 'language':
      if (item.detail.reason === 'no_languages') return m.match_cv_no_languages();
      if (item.detail.level === null) return m.match_cv_language_not_listed();
      return m.match_cv_language({ level: levelLabel(item.detail.level) });
    case 'experience':
      if (item.detail.reason === 'no_work') return m.match_cv_no_work();
      if (item.detail.reason === 'scope_not_stated') return m.match_cv_experience_scope_unknown({ total: yearsAndMonths(item.detail.months) });
      if (item.label.scope === 'any' || item.detail.scoped_months === null) return m.match_cv_experience({ total: yearsAndMonths(item.detail.months) });
      return m.match_cv_experience_in({
        total: yearsAndMonths(item.detail.scoped_months),
        field: item.label.scope === 'position' ? names.position : names.sector,
      });
    case 'city':
      switch (item.detail.reason) {
        case 'remote':
          return m.match_cv_city_remote();
        case 'relocation':
          return m.match_cv_city_relocation();
        case 'same_city':
          return m.match_cv_city_same({ city: names.city });
        case 'other_city':
          return m.match_cv_city_other({ cities: item.detail.city_ids.map(names.cityName).join(listSeparator(currentLocale())) });
        case 'no_location':
          return m.match_cv_no_location();
        case 'unrecognised_location':
          return m.match_cv_location_unread();
      }
  }
}
