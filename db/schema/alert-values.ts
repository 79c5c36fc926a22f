/** The closed lists of a job alert, shared by the table and the zod schemas (no Drizzle here: the client imports it). */
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
