import { useCallback, useState } from 'react';

/** Field messages from the last server reply; a field's message goes away as soon as the field is edited. */
export function useServerFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, setErrors, clear };
}
