import { deviceStore } from '../../lib/offline/device-store';
import type { ApplicationFields } from './apply-api';

/**
 * An application finished without a connection (issue 27): kept on the device, and sent only once the seeker, back
 * online, says so: a job may have closed, or they may have changed their mind, while the line was down.
 */
export interface HeldApplication {
  fields: ApplicationFields;
  jobTitle: string;
  companyName: string;
  heldAt: string;
}

/** By job id: one application per job. */
export const heldApplications = (userId: number) => deviceStore<Record<string, HeldApplication>>(`held-applications:${userId}`, {});
