import { log } from '../../http/logger';
import type { Deps } from '../../ports';
import { type ThrottleRule, throttleService } from '../auth/throttle.service';
import type { ClientErrorReport } from './client-errors.schemas';

/** A page that keeps failing reports a few times a minute at most (the client stops at five a page view). */
export const clientErrorsPerIp: ThrottleRule = { action: 'client-error-ip', limit: 30, windowMs: 10 * 60 * 1000 };

/** Who sent a report, for the log line (no address: the throttle has it). */
export interface ReportContext {
  userId: number | undefined;
  userAgent: string;
  requestId: string;
}

export function clientErrorsService(deps: Pick<Deps, 'db' | 'clock'>) {
  return {
    /** Counts a report against its address: 429 with Retry-After past the limit. */
    async throttle(ip: string): Promise<void> {
      await throttleService(deps).hit(clientErrorsPerIp, ip);
    },
    /** Writes the report to the Worker's log. */
    record(report: ClientErrorReport, context: ReportContext): void {
      // The page's message goes as `error`: `message` is the log line's own ("client error").
      log.warn('client error', {
        error: report.message,
        where: report.where,
        path: report.path,
        stack: report.stack,
        user_id: context.userId,
        user_agent: context.userAgent.slice(0, 200),
        request_id: context.requestId,
      });
    },
  };
}
