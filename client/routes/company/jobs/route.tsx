import { createFileRoute } from '@tanstack/react-router';
import { approvedCompanyPagesOnly } from '../../../features/shell/route-guards';

/** A company's postings: only an approved company writes them (a pending or rejected one is sent to /status). */
export const Route = createFileRoute('/company/jobs')({
  beforeLoad: approvedCompanyPagesOnly,
});
