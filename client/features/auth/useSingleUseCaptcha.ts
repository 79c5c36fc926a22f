import { useCallback, useState } from 'react';

/**
 * A solved robot check is spent by the request that carries it (the server refuses a replay): after each attempt
 * the widget is remounted (`key` changes) to fetch a fresh challenge.
 */
export function useSingleUseCaptcha() {
  const [payload, setPayload] = useState<string>();
  const [key, setKey] = useState(0);
  const spend = useCallback(() => {
    setPayload(undefined);
    setKey((current) => current + 1);
  }, []);
  const clear = useCallback(() => setPayload(undefined), []);
  return { payload, key, solved: setPayload, clear, spend };
}
