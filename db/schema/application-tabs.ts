/**
 * `GET /account/jobs/applications?type` (docs/product.md#what-the-seeker-sees): the tabs of
 * /myApplications/applied-Jobs. A module of its own: the route's search reader loads with every first page, the rest of
 * the value lists only with the pages that use them.
 */
export const applicationTabs = ['all', 'in_progress', 'interviews', 'offers', 'not_selected', 'withdrawn'] as const;
export type ApplicationTab = (typeof applicationTabs)[number];
