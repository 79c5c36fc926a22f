import { m } from '../../paraglide/messages';
import { Button } from './Button';
import { useToast } from './Toast';

/**
 * Shares a link with the phone's own share sheet where there is one (the Web Share API), and copies it otherwise,
 * with a toast. Used by the CV pages and the job page.
 */
export function ShareButton({ url, title, testId }: { url: string; title: string; testId?: string }) {
  const toast = useToast();
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do. Anything else: fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await navigator.clipboard.writeText(url).then(
      () => toast.show('success', m.cv_link_copied()),
      () => toast.show('error', m.error_internal()),
    );
  };
  return (
    <Button variant="secondary" onClick={() => void share()} data-testid={testId}>
      {canShare ? m.cv_share() : m.cv_copy_link()}
    </Button>
  );
}
