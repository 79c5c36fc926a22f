import { Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { m } from '../../paraglide/messages';

export interface SignupModalProps {
  open: boolean;
  onClose: () => void;
}

/** Opened by the #signup hash; the registration form itself arrives with the accounts work. */
export function SignupModal({ open, onClose }: SignupModalProps) {
  return (
    <Dialog open={open} onClose={onClose} title={m.signup_title()}>
      <EmptyState title={m.signup_title()} description={m.coming_soon()} />
    </Dialog>
  );
}
