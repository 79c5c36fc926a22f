import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useToast } from '../components/ui/Toast';
import { problemOf, type ServerProblem } from './server-errors';
import { useRefreshSession } from './session';

// Every page of a signed-in company (its jobs, profile, dashboard, interviews) may meet a withdrawn approval.

/** A company whose approval was withdrawn: its session is read again (for /status to tell the new state) and it goes there. */
function useSendToStatus() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return useCallback(() => {
    void refreshSession();
    void navigate({ to: '/status', replace: true });
  }, [navigate, refreshSession]);
}

/**
 * Turns a failed call into something shown: a company whose approval was withdrawn (403 `company_not_approved`)
 * goes to /status, where its state is explained; anything else becomes a toast unless `quiet`. Returns the problem.
 */
export function useCompanyProblem() {
  const toast = useToast();
  const sendToStatus = useSendToStatus();
  const refreshSession = useRefreshSession();
  return useCallback(
    (error: unknown, { quiet = false }: { quiet?: boolean } = {}): ServerProblem => {
      const problem = problemOf(error);
      // Publishing waits for approval (issue 23): the page may have thought otherwise; its notice follows the session.
      if (problem.code === 'job_publish_needs_approval') void refreshSession();
      if (problem.code === 'company_not_approved') sendToStatus();
      else if (!quiet) toast.show('error', problem.text);
      return problem;
    },
    [refreshSession, sendToStatus, toast],
  );
}

/** A query's failure on a company page: the same redirect for `company_not_approved`, the text otherwise. */
export function useQueryProblem(error: unknown): ServerProblem | null {
  const problem = error ? problemOf(error) : null;
  const sendToStatus = useSendToStatus();
  const code = problem?.code;
  useEffect(() => {
    if (code === 'company_not_approved') sendToStatus();
  }, [code, sendToStatus]);
  return problem;
}
