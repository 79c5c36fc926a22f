import type { PublicJob } from '../jobs/jobs.schemas';
import { governorateOf } from './seo-words';
import type { Locale } from '../../ports';

/** Google's employmentType values for the `job_types` lookup (db/seed/lookups.data.ts); an unknown id is OTHER. */
const employmentTypes: Record<number, string> = {
  1: 'FULL_TIME',
  2: 'PART_TIME',
  3: 'CONTRACTOR',
  4: 'TEMPORARY',
  5: 'INTERN',
  6: 'CONTRACTOR',
  // "Remote" says where, not how long: the workplace carries it (TELECOMMUTE below).
  7: 'OTHER',
  8: 'VOLUNTEER',
};
const remoteJobTypeId = 7;

export interface JobPostingContext {
  /** Absolute URL of the job's page. */
  url: string;
  origin: string;
  companyWebsite: string | null;
  /** The language of the names (city, governorate) in the posting. */
  locale: Locale;
}

/** The end of the deadline day in Erbil (UTC+3 all year), as ISO 8601 with its offset. */
export const validThroughOf = (deadlineDay: string) => `${deadlineDay}T23:59:59+03:00`;

/**
 * schema.org JobPosting (https://developers.google.com/search/docs/appearance/structured-data/job-posting) for an
 * open job: the required properties and the recommended ones Kar knows. The salary appears only when the company
 * shows it; the description is the job's sanitised HTML, which Google accepts.
 */
export function jobPosting(job: PublicJob, context: JobPostingContext): Record<string, unknown> {
  const remote = job.workplace === 'remote' || job.job_type.id === remoteJobTypeId;
  const region = governorateOf(job.city.id, context.locale);
  const salary = job.salary;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description ?? job.title,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.id) },
    url: context.url,
    ...(job.posted_at ? { datePosted: job.posted_at } : {}),
    validThrough: validThroughOf(job.deadline),
    employmentType: employmentTypes[job.job_type.id] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(context.companyWebsite ? { sameAs: context.companyWebsite } : {}),
      ...(job.company.logo_url ? { logo: new URL(job.company.logo_url, context.origin).href } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city.name,
        ...(region ? { addressRegion: region } : {}),
        addressCountry: 'IQ',
      },
    },
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'IQ' } } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min !== null && salary.max !== null && salary.min !== salary.max
                ? { minValue: salary.min, maxValue: salary.max }
                : { value: salary.min ?? salary.max }),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    directApply: true,
    industry: job.sector.name,
    occupationalCategory: job.position.name,
    ...(job.openings > 1 ? { totalJobOpenings: job.openings } : {}),
  };
}
