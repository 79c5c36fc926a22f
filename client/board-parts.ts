/**
 * The job board's shared parts, placed in the entry chunk on purpose: the job card (with its labels, dates and the
 * board's reads) and the form fields are on every public first page (`/`, /explore-jobs, /jobs/{id}, company pages).
 * As a chunk of their own they were fetched only after the page's chunk had been parsed (no preload map: a second
 * round trip on a slow phone), and gzipped apart from the entry they cost ~1.3 KiB more than inside it
 * (docs/decisions/0011). Imported for placement only: main.tsx uses none of it.
 */
import './features/jobs/JobCard';
import './features/jobs/job-procedures';
import './components/ui/SelectField';
import './components/ui/TextField';
import './components/ui/EmptyState';
import './lib/useLookup';
