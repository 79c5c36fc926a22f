import { type FormEvent, useState } from 'react';
import type { PasskeyView } from '../../../worker/features/security/passkeys.schemas';
import { ListStates } from '../../components/ListStates';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { passkeyCancelled, passkeysAvailable } from '../../lib/passkeys';
import { problemOf, replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { usePasskeys } from './passkeys-api';

function KeyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-slate-600" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="8" cy="12" r="4" />
      <path d="M12 12h9M18 12v3M21 12v2" />
    </svg>
  );
}

function PasskeyRow({ passkey, calls }: { passkey: PasskeyView; calls: ReturnType<typeof usePasskeys> }) {
  const locale = useLocale();
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const answered = {
    onSuccess: ({ code }: { code: string }) => toast.show('success', replyText(code) ?? ''),
    onError: (failure: unknown) => toast.show('error', problemOf(failure).text),
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    calls.rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: (reply) => {
          answered.onSuccess(reply);
          setRenaming(false);
        },
        onError: (failure) => setError(problemOf(failure).fields.name ?? problemOf(failure).text),
      },
    );
  };

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="passkey-row">
      <KeyIcon />
      {renaming ? (
        <form onSubmit={saveName} className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
          <TextField
            label={m.security_passkey_name_label()}
            name="name"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            error={error}
            autoFocus
          />
          <Button type="submit" busy={calls.rename.isPending}>
            {m.security_passkey_save()}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setRenaming(false)}>
            {m.button_cancel()}
          </Button>
        </form>
      ) : (
        <>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="font-semibold text-slate-900">{passkey.name}</p>
            <p className="text-xs text-slate-600">
              {m.security_passkey_added({ when: formatRelativeTime(passkey.created_at, locale) })}
              {' · '}
              {passkey.last_used_at ? m.security_passkey_used({ when: formatRelativeTime(passkey.last_used_at, locale) }) : m.security_passkey_never_used()}
              {passkey.backed_up && ` · ${m.security_passkey_synced()}`}
            </p>
          </div>
          <Button variant="secondary" onClick={() => setRenaming(true)} aria-label={m.security_passkey_rename_label({ name: passkey.name })}>
            {m.security_passkey_rename()}
          </Button>
          <Button
            variant="secondary"
            busy={calls.remove.isPending && calls.remove.variables.id === passkey.id}
            onClick={() => calls.remove.mutate({ id: passkey.id }, answered)}
            aria-label={m.security_passkey_remove_label({ name: passkey.name })}
          >
            {m.security_passkey_remove()}
          </Button>
        </>
      )}
    </li>
  );
}

/** /account/security's passkeys: the device's screen lock instead of a password, added, named and removed here. */
export function PasskeysSection({ suggestedName }: { suggestedName: string }) {
  const calls = usePasskeys();
  const toast = useToast();
  const [name, setName] = useState('');
  const list = calls.passkeys.data ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    calls.add.mutate(name.trim() || suggestedName, {
      onSuccess: ({ code }) => {
        toast.show('success', replyText(code) ?? '');
        setName('');
      },
      onError: (failure) => {
        if (!passkeyCancelled(failure)) toast.show('error', problemOf(failure).text);
      },
    });
  };

  return (
    <section aria-labelledby="passkeys-title" className="flex flex-col gap-3" data-testid="passkeys">
      <h2 id="passkeys-title" className="text-lg font-bold">
        {m.security_passkeys_title()}
      </h2>
      <p className="text-sm text-slate-700">{m.security_passkeys_intro()}</p>
      <ListStates query={calls.passkeys} empty={list.length === 0} emptyText={m.security_no_passkeys()} rows={1}>
        <ul className="flex flex-col gap-2">
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} calls={calls} />
          ))}
        </ul>
      </ListStates>
      {passkeysAvailable() ? (
        <form onSubmit={add} className="flex flex-wrap items-end gap-2">
          <TextField
            label={m.security_passkey_name_label()}
            name="passkey-name"
            value={name}
            placeholder={suggestedName}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" busy={calls.add.isPending}>
            {m.security_passkey_add()}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{m.passkey_unavailable()}</p>
      )}
    </section>
  );
}
