/**
 * The pipeline's stages and the applicant list's orders: a module of their own (like application-tabs.ts) because the
 * company's applicants page reads them in its route's search reader, which loads with every first page; the rest of
 * application-values.ts loads only with the pages that use it.
 */

/** The pipeline of docs/product.md#hiring-pipeline: a company may move an application to any stage; `withdrawn` is the seeker's own end. */
export const applicationStages = ['applied', 'screening', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** How the company's applicant list may be ordered (issue 13): the table's column heads and the board's order. */
export const applicantSorts = ['newest', 'oldest', 'rating', 'match', 'name'] as const;
export type ApplicantSort = (typeof applicantSorts)[number];
