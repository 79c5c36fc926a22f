import { describe, expect, it } from 'vitest';
import { fieldNameOf, formValuesOf, jobInputOf, type JobFormValues, requestOf, validateJobForm } from '../../client/features/company-jobs/job-form';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const filled: JobFormValues = {
  ...formValuesOf(undefined, 'ckb'),
  title: 'ئەندازیاری بیناسازی',
  position_id: '2',
  sector_id: '3',
  city_id: '1',
  job_type_id: '1',
  workplace: 'remote',
  experience_level: 'mid',
  requirements: ['AutoCAD', 'سێ ساڵ ئەزموون'],
  deadline: inDays(30),
};

describe('the company job form', () => {
  it('starts a new posting in the interface language, one opening, nothing chosen', () => {
    const values = formValuesOf(undefined, 'ar');
    expect(values.language).toBe('ar');
    expect(values.openings).toBe('1');
    expect(values.position_id).toBe('');
    expect(values.requirements).toEqual([]);
  });

  it('sends an emptied salary as removed and an emptied editor as no description', () => {
    const request = requestOf({ ...filled, salary_min: '', salary_max: ' ', salary_currency: '', description: '<p><br></p>' });
    expect(request).toMatchObject({ salary_min: null, salary_max: null, salary_currency: null, description: '' });
    expect(requestOf({ ...filled, position_id: '' }).position_id).toBeUndefined();
  });

  it('accepts a complete posting and gives the API numbers, Eastern digits included', () => {
    expect(validateJobForm({ value: filled })).toBeUndefined();
    const input = jobInputOf({ ...filled, salary_min: '١٠٠٠', salary_max: '2,000', salary_currency: 'IQD' });
    expect(input).toMatchObject({ position_id: 2, salary_min: 1000, salary_max: 2000, openings: 1, requirements: ['AutoCAD', 'سێ ساڵ ئەزموون'] });
  });

  it('puts a salary range the wrong way round on the maximum', () => {
    const result = validateJobForm({ value: { ...filled, salary_min: '2000000', salary_max: '1000000', salary_currency: 'IQD' } });
    expect(result?.fields).toEqual({ salary_max: 'v_salary_range' });
  });

  it('refuses a deadline that has passed, which the schema leaves to the clock', () => {
    expect(validateJobForm({ value: { ...filled, deadline: inDays(-2) } })?.fields).toEqual({ deadline: 'v_deadline_future' });
    expect(validateJobForm({ value: { ...filled, deadline: '' } })?.fields.deadline).toBe('v_deadline_required');
  });

  it('shows a message about one requirement under the list', () => {
    expect(validateJobForm({ value: { ...filled, requirements: [] } })?.fields).toEqual({ requirements: 'v_requirements_required' });
    const long = validateJobForm({ value: { ...filled, requirements: ['AutoCAD', 'x'.repeat(201)] } });
    expect(Object.keys(long?.fields ?? {})).toEqual(['requirements']);
    expect(fieldNameOf('job.requirements.2')).toBe('requirements');
    expect(fieldNameOf('job.salary_max')).toBe('salary_max');
    expect(fieldNameOf('language_ids.0')).toBe('language_ids');
  });
});
