/** The closed lists of a job posting, shared by the tables and the zod schemas (no Drizzle here: the client imports it). */
export const jobLanguages = ['en', 'ckb', 'ar'] as const;
export const workplaces = ['on_site', 'remote', 'hybrid'] as const;
export const experienceLevels = ['internship', 'entry', 'mid', 'senior', 'manager'] as const;
export const salaryCurrencies = ['IQD', 'USD'] as const;
/** Stored states; `expired` is not stored but read from the deadline. */
export const storedJobStates = ['draft', 'published', 'paused', 'closed', 'filled'] as const;

/** What readers see: the stored states and `expired` (published or paused past the deadline). */
export const jobStates = [...storedJobStates, 'expired'] as const;
export type JobState = (typeof jobStates)[number];
