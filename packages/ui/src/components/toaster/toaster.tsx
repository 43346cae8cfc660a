import { Toaster as HotToaster, type ToastPosition } from 'react-hot-toast';

/** docs/customer.md §4/§9: success 2 s, error 4 s, loading until dismissed. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, loading: Number.POSITIVE_INFINITY } as const;

/** docs/customer.md §4: at most 20 toasts are kept (react-hot-toast's own limit, asserted by a test). */
export const TOAST_LIMIT = 20;

export interface ToasterProps {
  position?: ToastPosition;
}

/** Mount once near the root; then call `toast.success(…)` / `toast.error(…)` anywhere. */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  return (
    <HotToaster
      position={position}
      containerStyle={{ zIndex: 1100 }}
      toastOptions={{
        style: {
          maxWidth: '28rem',
          color: 'var(--sj-color-text)',
          background: 'var(--sj-color-surface)',
          fontFamily: 'var(--sj-font-body)',
          boxShadow: 'var(--sj-shadow-raised)',
        },
        success: {
          duration: TOAST_DURATIONS.success,
          iconTheme: { primary: '#067647', secondary: '#FFFFFF' },
        },
        error: {
          duration: TOAST_DURATIONS.error,
          iconTheme: { primary: '#B42318', secondary: '#FFFFFF' },
        },
        loading: { duration: TOAST_DURATIONS.loading },
      }}
    />
  );
}

export { toast } from 'react-hot-toast';
