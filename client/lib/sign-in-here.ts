import { useNavigate } from '@tanstack/react-router';

/**
 * Where a signed-out visitor goes to sign in as a job seeker, coming back to the page they were on; `saveJobId` is
 * a job to save once they are signed in (the heart of that job finishes it, SeekerSaveButton).
 */
export function useSignInHere(saveJobId?: number) {
  const navigate = useNavigate();
  return () => {
    const here = `${window.location.pathname}${window.location.search}`;
    // Loaded on the click: a visitor's first page does not carry it. The sign-in page keeps a save remembered first.
    if (saveJobId !== undefined) void import('./return-intent').then(({ rememberReturn }) => rememberReturn(here, saveJobId));
    void navigate({ to: '/sign-in', search: { redirect: here, as: 'account' } });
  };
}
