/** The values of programs and events, apart from the tables so that the client can import them without Drizzle. */

/** Programs (training, internships) and events (job fairs, workshops) share one table: the same fields and rules. */
export const programKinds = ['program', 'event'] as const;
export type ProgramKind = (typeof programKinds)[number];

/** What each kind may be: the admin picks one when writing it. */
export const programCategories = { program: ['training', 'internship'], event: ['job_fair', 'workshop'] } as const;
export const allProgramCategories = [...programCategories.program, ...programCategories.event] as const;
export type ProgramCategory = (typeof allProgramCategories)[number];

export const programStatuses = ['draft', 'published', 'archived'] as const;
export type ProgramStatus = (typeof programStatuses)[number];

export const programLanguages = ['en', 'ckb', 'ar'] as const;
