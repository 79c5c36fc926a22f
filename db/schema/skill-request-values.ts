/** A skill request's life, shared by the table and the zod schemas (no Drizzle here: the client imports it). */
export const skillRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type SkillRequestStatus = (typeof skillRequestStatuses)[number];
