import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, re-rendering the caller when that changes (a tablet's keyboard attached). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * A mouse or trackpad that hovers: where a physical keyboard is likely, so keyboard shortcuts are worth mentioning.
 * A phone or a tablet's touch screen alone answers no.
 */
export const physicalKeyboardLikely = '(hover: hover) and (pointer: fine)';
