import type { JobState } from '../../worker/features/jobs/jobs.schemas';
import { m } from '../paraglide/messages';

/** A posting's state in words: the company's pages, the pipeline and the admin's lists name it alike. */
const stateLabels: Record<JobState, () => string> = {
  draft: () => m.cj_state_draft(),
  published: () => m.cj_state_published(),
  paused: () => m.cj_state_paused(),
  closed: () => m.cj_state_closed(),
  expired: () => m.cj_state_expired(),
  filled: () => m.cj_state_filled(),
};

export const jobStateLabel = (value: JobState) => stateLabels[value]();
