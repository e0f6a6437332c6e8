/** Toast constants (docs/product.md#toasts). */
export const toastDurations = { blank: 4000, error: 4000, success: 2000, loading: Infinity, custom: 4000 } as const;
export const TOAST_LIMIT = 20;
export const TOAST_GAP_PX = 8;
export const TOAST_INSET_PX = 16;
export const TOAST_WIDTH_PX = 350;
