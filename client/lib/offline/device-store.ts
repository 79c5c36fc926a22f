import { useSyncExternalStore } from 'react';

/**
 * A value kept on this device (localStorage) that survives closing the tab, shared by the tabs of one browser (the
 * `storage` event), read by React as an external store. Personal: the key names the signed-in person, and logout
 * forgets it (`forgetDeviceStores`).
 */
export interface DeviceStore<T> {
  get(): T;
  set(update: (current: T) => T): void;
  subscribe(listener: () => void): () => void;
  /** Reads the device again: another tab may have written since this one last heard. */
  refresh(): void;
}

const prefix = 'kar-device:';
const stores = new Map<string, DeviceStore<unknown>>();
const resets = new Set<() => void>();

function read<T>(key: string, empty: T): T {
  try {
    const text = localStorage.getItem(key);
    return text === null ? empty : (JSON.parse(text) as T);
  } catch {
    return empty;
  }
}

/** The one store for a key (every caller of the same key shares its value and listeners). */
export function deviceStore<T>(name: string, empty: T): DeviceStore<T> {
  const key = `${prefix}${name}`;
  const known = stores.get(key);
  if (known) return known as DeviceStore<T>;
  let value = read(key, empty);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    value = read(key, empty);
    notify();
  });
  const store: DeviceStore<T> = {
    get: () => value,
    set(update) {
      value = update(value);
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // A full or refused storage keeps the value for this tab only; the edits still go when the connection returns.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      value = read(key, empty);
      notify();
    },
  };
  stores.set(key, store as DeviceStore<unknown>);
  resets.add(() => {
    value = empty;
    notify();
  });
  return store;
}

export function useDeviceStore<T>(store: DeviceStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}

/** At logout: nothing one person kept on the device is left for the next. */
export function forgetDeviceStores(): void {
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(prefix)) localStorage.removeItem(key);
  }
  resets.forEach((reset) => reset());
}
