'use client';

import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';
import { uploadPicture, type PictureKind } from './article-editor-requests';
import { insertAtCursor, type BodyEdit, type TextSelection } from './article-markdown';

/** The text picture's two inputs (article-picture-insert.tsx). */
export const PICTURE_ALT_ID = 'article-picture-alt';
export const PICTURE_ID = 'article-picture';

interface PictureUploadOptions {
  /** Sets the cover field to an uploaded picture's key. */
  setCover: (key: string) => void;
  /** Inserts text into the body where the cursor is. */
  edit: (make: (selection: TextSelection) => BodyEdit) => void;
  /** The editor's polite status line. */
  say: (text: string) => void;
}

/**
 * The editor's uploads: a cover, or a picture for the text once its description is written, each sent to the
 * route and answered with its key and URL; what each upload is doing and why one was refused.
 */
export function usePictureUploads({ setCover, edit, say }: PictureUploadOptions) {
  const [errors, setErrors] = useState<Record<PictureKind, string>>({ cover: '', inline: '' });
  const [uploading, setUploading] = useState<Record<PictureKind, boolean>>({ cover: false, inline: false });
  /** Each uploaded picture's largest copy by its key, for the cover's thumbnail before a save. */
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const [alt, setAlt] = useState('');

  async function upload(input: HTMLInputElement, kind: PictureKind): Promise<{ key: string; url: string } | null> {
    const file = input.files?.[0];
    if (!file) return null;
    setUploading((current) => ({ ...current, [kind]: true }));
    setErrors((current) => ({ ...current, [kind]: '' }));
    say(copy.uploading);
    const result = await uploadPicture(file, kind);
    setUploading((current) => ({ ...current, [kind]: false }));
    // Emptied so that choosing the same file again, after a fix, is a change.
    input.value = '';
    if (!result.ok) {
      say('');
      setErrors((current) => ({ ...current, [kind]: result.error }));
      return null;
    }
    setUploaded((current) => ({ ...current, [result.key]: result.url }));
    say(copy.uploaded);
    return result;
  }

  async function chooseCover(event: ChangeEvent<HTMLInputElement>) {
    const picture = await upload(event.currentTarget, 'cover');
    if (picture) setCover(picture.key);
  }

  async function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const description = alt.trim();
    if (description === '') {
      input.value = '';
      setErrors((current) => ({ ...current, inline: copy.pictureAltFirst }));
      document.getElementById(PICTURE_ALT_ID)?.focus();
      return;
    }
    const picture = await upload(input, 'inline');
    if (!picture) return;
    setAlt('');
    edit((selection) => insertAtCursor(selection, `![${description.replace(/[\\[\]]/g, '\\$&')}](${picture.url})`));
  }

  // Enter after describing a picture moves on to choosing it, rather than saving the article.
  function altKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    document.getElementById(PICTURE_ID)?.focus();
  }

  return { errors, uploading, uploaded, alt, setAlt, chooseCover, choosePicture, altKeyDown };
}

export type PictureUploads = ReturnType<typeof usePictureUploads>;
