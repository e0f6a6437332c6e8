'use server';

import { redirect } from 'next/navigation';
import { services } from '@/lib/container';
import { audit } from '@/lib/staff/audit';
import { requireStaffAction } from '@/lib/staff/guard';
import { isUploadId } from '@/lib/uploads';

/** An admin deletes an uploaded picture no live revision shows, once the box saying it cannot be undone is ticked. */
export async function deletePictureAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  const id = form.get('pictureId');
  if (typeof id !== 'string' || !isUploadId(id) || form.get('confirm') !== 'yes') redirect('/staff/articles/pictures?done=missing');
  const outcome = await services().store.pictures.delete(id);
  if (outcome === 'deleted') await audit(staff, 'article-picture-delete', id, {});
  redirect(`/staff/articles/pictures?done=${outcome}`);
}
