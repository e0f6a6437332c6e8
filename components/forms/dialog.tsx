import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children?: ReactNode;
  /** Where focus goes when the dialog closes (the control that led to it). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** A modal on the native <dialog>: focus moves in and is held there, Escape closes, the page behind is inert. */
export function Dialog({ id, open, onClose, title, closeLabel, children, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        onClose();
        returnFocus?.current?.focus();
      }}
    >
      <div className={styles.panel}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {children}
        <form method="dialog" className={styles.actions}>
          <button type="submit" className={styles.close}>
            {closeLabel}
          </button>
        </form>
      </div>
    </dialog>
  );
}
