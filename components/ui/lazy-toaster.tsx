import { useSyncExternalStore } from 'react';
import { lazyImport } from '@/lib/lazy-import';

type ToasterModule = typeof import('./toaster');

let loaded: ToasterModule | null = null;
const listeners = new Set<() => void>();

/** Fetches sonner and mounts the toast region; forms call it on first interaction, so the live region exists before any toast. */
export const loadToaster = lazyImport(() =>
  import('./toaster').then((toaster) => {
    loaded = toaster;
    for (const listener of listeners) listener();
    return toaster;
  }),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Renders sonner's Toaster once something asked for it, and nothing before. */
export function LazyToaster() {
  const Toaster = useSyncExternalStore(subscribe, () => loaded, () => null)?.Toaster;
  return Toaster ? <Toaster /> : null;
}

type ToastKind = keyof ToasterModule['notify'];

function show(kind: ToastKind, message: string) {
  // The inline status line says the same, so a toast that cannot load is logged, not fatal.
  loadToaster().then(
    (toaster) => toaster.notify[kind](message),
    (error: unknown) => console.error(`Toasts could not be loaded: ${error instanceof Error ? error.message : String(error)}`),
  );
}

export const notify = {
  blank: (message: string) => show('blank', message),
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
} satisfies Record<ToastKind, (message: string) => void>;
