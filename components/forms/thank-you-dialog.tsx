import type { RefObject } from 'react';
import { thankYouPage, thankYouDialog } from '@/content/forms';
import { Dialog } from './dialog';

interface ThankYouDialogProps {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  /** The stored enquiry's reference. */
  reference: string | undefined;
}

export function ThankYouDialog({ id, open, onClose, returnFocus, reference }: ThankYouDialogProps) {
  return (
    <Dialog id={id} open={open} onClose={onClose} title={thankYouDialog.title} closeLabel={thankYouDialog.close} returnFocus={returnFocus}>
      <p>{thankYouDialog.body}</p>
      {reference ? (
        <p>
          {thankYouPage.reference}: <strong data-reference>{reference}</strong>. {thankYouPage.referenceHint}
        </p>
      ) : null}
    </Dialog>
  );
}
