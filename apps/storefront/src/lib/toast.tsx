// docs/customer.md §4/§9: the shop's toasts. The toaster's code (react-hot-toast and its styling library,
// about 4 KB gzip) is not among the scripts a page hydrates with: it loads with the first toast, and
// `<LazyToaster />` (mounted once by the app) shows the toasts from then on. A toast asked for before the
// code has arrived shows as soon as it has, in the order asked.
import type { toast as hotToast } from '@sajilo/ui';
import { type ComponentType, useEffect, useState } from 'react';

type ToasterModule = typeof import('./toaster.js');
type ToastOptions = Parameters<typeof hotToast.success>[1];

let loadedModule: ToasterModule | undefined;
let loading: Promise<ToasterModule> | undefined;
const listeners = new Set<(loaded: ToasterModule) => void>();

function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster.js').then((loaded) => {
    loadedModule = loaded;
    for (const listener of listeners) listener(loaded);
    listeners.clear();
    return loaded;
  });
  return loading;
}

/**
 * `toast.success(message)`, `toast.error(message, { id })`, `toast.dismiss(id)`: as react-hot-toast's, loading it
 * on first use.
 */
export const toast = {
  success(message: string, options?: ToastOptions): void {
    void loadToaster().then((loaded) => loaded.toast.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void loadToaster().then((loaded) => loaded.toast.error(message, options));
  },
  /** Takes the toast of this id away (a toast still to come, once it has come). */
  dismiss(id: string): void {
    void loadToaster().then((loaded) => loaded.toast.dismiss(id));
  },
};

/**
 * The toaster, rendered once its code has loaded: never on the server (no toast is shown there), and not
 * while hydrating, so the browser's first render matches the server's.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (loadedModule) {
      const loaded = loadedModule.Toaster;
      setToaster(() => loaded);
      return;
    }
    const listener = (loaded: ToasterModule) => setToaster(() => loaded.Toaster);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
