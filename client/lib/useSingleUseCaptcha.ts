import { useCallback, useState } from 'react';
import { m } from '../paraglide/messages';

/**
 * A solved robot check is spent by the request that carries it (the server refuses a replay): after each attempt
 * the widget is remounted (`key` changes) to fetch a fresh challenge. It cannot stay ticked, so `spentNote` says why
 * it is unticked until it is solved again (CaptchaField's `note`).
 */
export function useSingleUseCaptcha() {
  const [payload, setPayload] = useState<string>();
  const [key, setKey] = useState(0);
  const [spent, setSpent] = useState(false);
  const spend = useCallback(() => {
    setPayload(undefined);
    setSpent(true);
    setKey((current) => current + 1);
  }, []);
  const solved = useCallback((value: string) => {
    setPayload(value);
    setSpent(false);
  }, []);
  const clear = useCallback(() => setPayload(undefined), []);
  return { payload, key, solved, clear, spend, spentNote: spent ? m.captcha_spent_note() : undefined };
}
