import { useCallback, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentHash = () => window.location.hash;

/**
 * A dialog bound to a URL hash such as `#signup`: the link opens it, Back closes it, and closing clears the hash
 * without adding a history entry.
 */
export function useHashDialog(hash: `#${string}`) {
  const open = useSyncExternalStore(
    subscribe,
    () => currentHash() === hash,
    () => false,
  );

  const show = useCallback(() => {
    if (currentHash() !== hash) window.location.hash = hash;
  }, [hash]);

  const close = useCallback(() => {
    if (currentHash() !== hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, [hash]);

  return { open, show, close };
}
