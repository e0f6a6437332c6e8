'use client';

import type { RefObject } from 'react';
import { thankYouPopup } from '@/content/forms';
import { Dialog } from './dialog';

export function ThankYouDialog({ id, open, onClose, returnFocus }: { id: string; open: boolean; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  return (
    <Dialog id={id} open={open} onClose={onClose} title={thankYouPopup.title} closeLabel={thankYouPopup.close} returnFocus={returnFocus}>
      <p>{thankYouPopup.body}</p>
    </Dialog>
  );
}
