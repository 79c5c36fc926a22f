import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/ui/Toast';
import { followCompany, notificationQueries } from './notification-procedures';
import { m } from '../../paraglide/messages';
import { FollowFace, type FollowTarget } from './FollowFace';

/**
 * A job seeker's Follow button: pressed while they follow; a click changes it at once and puts it back if the
 * server refuses. Plain fetch (lib/procedures.ts), as the company and job pages are first pages.
 */
export default function SeekerFollowButton({ company }: { company: FollowTarget }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const options = notificationQueries.followStatus(company.id);
  const status = useQuery({ ...options, staleTime: 60_000 });

  const toggle = async (follow: boolean) => {
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    const before = queryClient.getQueryData(options.queryKey);
    queryClient.setQueryData(options.queryKey, { company_id: company.id, following: follow });
    try {
      await followCompany(company.id, follow);
      toast.show('success', follow ? m.nt_followed_toast({ company: company.name }) : m.nt_unfollowed_toast({ company: company.name }));
    } catch (error) {
      queryClient.setQueryData(options.queryKey, before);
      void import('../../lib/server-errors').then(({ problemOf }) => toast.show('error', problemOf(error).text));
    }
  };

  const following = status.data?.following;
  return <FollowFace company={company} following={following ?? false} onClick={following === undefined ? undefined : () => void toggle(!following)} />;
}
