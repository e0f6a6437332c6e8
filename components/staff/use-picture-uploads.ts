'use client';

import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
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
 * The editor's uploads: a cover, or a picture for the text (chosen, pasted or dropped, then described, in either
 * order), each sent to the route and answered with its key and URL; what each upload is doing and why one was refused.
 */
export function usePictureUploads({ setCover, edit, say }: PictureUploadOptions) {
  const [errors, setErrors] = useState<Record<PictureKind, string>>({ cover: '', inline: '' });
  const [uploading, setUploading] = useState<Record<PictureKind, boolean>>({ cover: false, inline: false });
  /** Each uploaded picture's largest copy by its key, for the cover's thumbnail before a save. */
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const [alt, setAlt] = useState('');

  /** A picture for the text pasted, dropped or chosen before its description: held, with where it goes, until described. */
  const [pending, setPending] = useState<{ file: File; at: number | null } | null>(null);

  async function upload(file: File, kind: PictureKind): Promise<{ key: string; url: string } | null> {
    setUploading((current) => ({ ...current, [kind]: true }));
    setErrors((current) => ({ ...current, [kind]: '' }));
    say(copy.uploading);
    const result = await uploadPicture(file, kind);
    setUploading((current) => ({ ...current, [kind]: false }));
    if (!result.ok) {
      say('');
      setErrors((current) => ({ ...current, [kind]: result.error }));
      return null;
    }
    setUploaded((current) => ({ ...current, [result.key]: result.url }));
    say(copy.uploaded);
    return result;
  }

  /** The input's file, the input emptied so that choosing the same file again, after a fix, is a change. */
  function taken(input: HTMLInputElement): File | undefined {
    const file = input.files?.[0];
    input.value = '';
    return file;
  }

  async function chooseCover(event: ChangeEvent<HTMLInputElement>) {
    const file = taken(event.currentTarget);
    const picture = file && (await upload(file, 'cover'));
    if (picture) setCover(picture.key);
  }

  /** Uploads a described picture and puts it in the text at `at` (or where the cursor is). */
  async function insert(file: File, description: string, at: number | null) {
    const picture = await upload(file, 'inline');
    setPending(null);
    if (!picture) return;
    setAlt('');
    const markdown = `![${description.replace(/[\\[\]]/g, '\\$&')}](${picture.url})`;
    edit((selection) => {
      const point = at === null ? selection.end : Math.min(at, selection.value.length);
      return insertAtCursor(at === null ? selection : { ...selection, start: point, end: point }, markdown);
    });
  }

  /** Holds a picture until it is described: the description field says so and takes the focus. */
  function hold(file: File, at: number | null) {
    setPending({ file, at });
    setErrors((current) => ({ ...current, inline: '' }));
    say(copy.pictureHeld(file.name));
    document.getElementById(PICTURE_ALT_ID)?.focus();
  }

  async function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = taken(event.currentTarget);
    if (!file) return;
    const description = alt.trim();
    if (description === '') hold(file, null);
    else await insert(file, description, null);
  }

  /** A picture pasted or dropped into the text, held where the cursor was; false when the files hold none. */
  function takeFiles(files: FileList, at: number): boolean {
    const file = [...files].find((one) => one.type.startsWith('image/'));
    if (!file) return false;
    hold(file, at);
    return true;
  }

  /** The held picture into the text, once it has its description. */
  async function insertHeld() {
    if (!pending) return;
    const description = alt.trim();
    if (description === '') {
      setErrors((current) => ({ ...current, inline: copy.pictureAltFirst }));
      document.getElementById(PICTURE_ALT_ID)?.focus();
      return;
    }
    await insert(pending.file, description, pending.at);
  }

  function dropHeld() {
    setPending(null);
    say('');
  }

  // Enter after describing a picture puts a held one in, or moves on to choosing one, rather than saving the article.
  function altKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (pending) void insertHeld();
    else document.getElementById(PICTURE_ID)?.focus();
  }

  return { errors, uploading, uploaded, alt, setAlt, chooseCover, choosePicture, altKeyDown, held: pending?.file.name, takeFiles, insertHeld, dropHeld };
}

export type PictureUploads = ReturnType<typeof usePictureUploads>;

/**
 * A file dropped beside the text would open in the tab and leave the editor: while the form can be changed, a drop
 * anywhere but the text and the file inputs is refused (the cursor says so), and nothing is lost.
 */
export function useNoStrayDrops(readOnly: boolean) {
  useEffect(() => {
    if (readOnly) return;
    const taken = (target: EventTarget | null) => target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type === 'file');
    const refuse = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files') || taken(event.target)) return;
      event.preventDefault();
      if (event.type === 'dragover') event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, [readOnly]);
}
