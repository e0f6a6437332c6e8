import { Toaster as Sonner, toast } from 'sonner';
import { TOAST_GAP_PX, TOAST_INSET_PX, TOAST_LIMIT, TOAST_WIDTH_PX, toastDurations } from '@/lib/toast';

// Imported only through lazy-toaster.tsx: a static import would put sonner back into every form page's first load.

/** The toast area, configured with lib/toast.ts (docs/product.md#toasts); sonner announces toasts in a polite live region. */
export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      duration={toastDurations.blank}
      gap={TOAST_GAP_PX}
      offset={TOAST_INSET_PX}
      mobileOffset={TOAST_INSET_PX}
      visibleToasts={TOAST_LIMIT}
      closeButton
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as React.CSSProperties}
      toastOptions={{ style: { background: 'var(--surface-2)', border: '1px solid var(--line)', color: 'var(--paper)', fontFamily: 'var(--font-body)' } }}
    />
  );
}

const shown: (string | number)[] = [];

/** Keeps at most TOAST_LIMIT toasts: the oldest is dismissed first. */
function enforceToastLimit(id: string | number) {
  shown.push(id);
  while (shown.length > TOAST_LIMIT) toast.dismiss(shown.shift());
  return id;
}

export const notify = {
  blank: (message: string) => enforceToastLimit(toast(message, { duration: toastDurations.blank })),
  success: (message: string) => enforceToastLimit(toast.success(message, { duration: toastDurations.success })),
  error: (message: string) => enforceToastLimit(toast.error(message, { duration: toastDurations.error })),
  loading: (message: string) => enforceToastLimit(toast.loading(message, { duration: toastDurations.loading })),
};
