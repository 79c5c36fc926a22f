import { createFileRoute } from '@tanstack/react-router';
import { preparingCompanyPagesOnly } from '../../../lib/route-guards';

/**
 * A company's postings: a company waiting for approval (or rejected) prepares drafts here too (issue 23); publishing
 * waits for approval, and the applicants pages are an approved company's ($id.applicants.tsx).
 */
export const Route = createFileRoute('/company/jobs')({
  beforeLoad: preparingCompanyPagesOnly,
});
