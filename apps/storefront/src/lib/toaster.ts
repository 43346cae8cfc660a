// The toasts' code (react-hot-toast with its styling library), a chunk of its own: see ./toast.ts.
export { Toaster, toast } from '@sajilo/ui';
