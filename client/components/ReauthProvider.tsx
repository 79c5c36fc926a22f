import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, type FormEvent, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';
import { TextField } from './ui/TextField';
import { useToast } from './ui/Toast';
import { problemOf, replyText } from '../lib/server-errors';
import { useTRPC } from '../lib/trpc';
import { m } from '../paraglide/messages';

type Write = <Result>(run: () => Promise<Result>) => Promise<Result | undefined>;
/** A write whose own failures stay with its caller (field errors of a form); only `reauth_required` is handled here. */
type CheckedWrite = <Result>(run: () => Promise<Result>) => Promise<Result>;

const WriteContext = createContext<{ write: Write; checked: CheckedWrite } | null>(null);

/**
 * Admin writes: sent, and when the server asks for the password again (403 `reauth_required`, the last check older
 * than 10 minutes) a dialog asks for it, POST /admin/reauth, and the write is sent once more. Success and failure
 * are told in toasts; the result (undefined after a failure or a cancel) lets the page go on.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const waiting = useRef<((confirmed: boolean) => void) | null>(null);
  const reauth = useMutation(trpc.admin.reauth.mutationOptions());

  const askPassword = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current = resolve;
        setPassword('');
        setError(undefined);
        setOpen(true);
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    waiting.current?.(confirmed);
    waiting.current = null;
  };

  const write: Write = useCallback(
    async (run) => {
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          const result = await run();
          void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
          return result;
        } catch (failure) {
          const problem = problemOf(failure);
          if (problem.code === 'reauth_required' && attempt === 0 && (await askPassword())) continue;
          if (problem.code !== 'reauth_required') toast.show('error', problem.text);
          return undefined;
        }
      }
      return undefined;
    },
    [askPassword, queryClient, toast, trpc],
  );

  const checked: CheckedWrite = useCallback(
    async (run) => {
      try {
        return await run();
      } catch (failure) {
        if (problemOf(failure).code !== 'reauth_required' || !(await askPassword())) throw failure;
        return run();
      }
    },
    [askPassword],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await reauth.mutateAsync({ password });
      toast.show('success', replyText(result.code) ?? m.reply_reauthenticated());
      finish(true);
    } catch (failure) {
      const problem = problemOf(failure);
      setError(problem.fields.password ?? problem.text);
    }
  };

  return (
    <WriteContext.Provider value={{ write, checked }}>
      {children}
      <Dialog open={open} onClose={() => finish(false)} title={m.adm_reauth_title()}>
        <form onSubmit={submit} className="flex flex-col gap-4" data-testid="admin-reauth">
          <p className="text-sm text-slate-700">{m.adm_reauth_text()}</p>
          <TextField
            label={m.field_password()}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
            required
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => finish(false)}>
              {m.adm_cancel()}
            </Button>
            <Button type="submit" busy={reauth.isPending}>
              {m.adm_reauth_submit()}
            </Button>
          </div>
        </form>
      </Dialog>
    </WriteContext.Provider>
  );
}

/** The admin write wrapper of the nearest ReauthProvider (the admin layout). */
export function useAdminWrite(): Write {
  const context = useContext(WriteContext);
  if (!context) throw new Error('useAdminWrite outside the admin layout');
  return context.write;
}

/** A write that asks for the password again when the server wants it, and leaves every other failure to its caller. */
export function usePasswordCheckedWrite(): CheckedWrite {
  const context = useContext(WriteContext);
  if (!context) throw new Error('usePasswordCheckedWrite outside the admin layout');
  return context.checked;
}
