import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { AuthDialog } from './AuthStep';
import { m } from '../../paraglide/messages';

/** docs/product.md#sign-up-and-e-mail-codes: the redirect after the success modal follows about a second later. */
const redirectDelayMs = 1000;

export function SuccessModal({ open, onClose, title, text }: { open: boolean; onClose: () => void; title: string; text: string }) {
  const navigate = useNavigate();
  const go = (to: '/dashboard' | '/explore-jobs') => {
    onClose();
    setTimeout(() => void navigate({ to }), to === '/dashboard' ? redirectDelayMs : 0);
  };
  return (
    <AuthDialog open={open} onClose={onClose} title={title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-emerald-100 text-3xl">
          🎉
        </span>
        <p className="text-slate-700">{text}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => go('/dashboard')}>{m.success_to_dashboard()}</Button>
          <Button variant="secondary" onClick={() => go('/explore-jobs')}>
            {m.success_explore_jobs()}
          </Button>
        </div>
      </div>
    </AuthDialog>
  );
}
