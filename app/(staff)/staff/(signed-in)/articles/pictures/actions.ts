'use server';

import { deletePicture } from '@/lib/articles/commands';
import { services } from '@/lib/container';
import { staffAction } from '@/lib/staff/action';
import { isUploadId } from '@/lib/uploads';

/** An admin deletes an uploaded picture no live revision shows, once the box saying it cannot be undone is ticked. */
export async function deletePictureAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'admin',
    redraw: 'none',
    read: (data) => {
      const id = data.get('pictureId');
      return typeof id === 'string' && isUploadId(id) && data.get('confirm') === 'yes' ? { ok: true, input: id } : { ok: false, back: '/staff/articles/pictures?done=missing' };
    },
    command: (staff, id) => deletePicture(services(), staff, id),
    answer: (outcome) => `/staff/articles/pictures?done=${outcome}`,
  });
}
