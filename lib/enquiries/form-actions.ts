'use server';

import 'server-only';
import { formCopy } from '@/content/forms';
import { initialFormState, type FormState } from '@/lib/forms/form-state';
import { submitFormPost } from './form-post';

// One action per form, with nothing bound: a posted form cannot name another endpoint. A server action is a public
// endpoint whose arguments a client can forge, so each one checks it was handed a form before reading it.

const unreadable: FormState = { ...initialFormState, message: formCopy.malformed };
const isForm = (data: unknown): data is FormData => data instanceof FormData;

export async function postContact(_previous: FormState, data: FormData): Promise<FormState> {
  if (!isForm(data)) return unreadable;
  return submitFormPost('contact', data, { next: (values) => (values.subscribe?.includes('1') ? 'newsletter' : undefined) });
}

export async function postBootcamp(_previous: FormState, data: FormData): Promise<FormState> {
  return isForm(data) ? submitFormPost('bootcamp', data) : unreadable;
}

export async function postStudyAbroad(_previous: FormState, data: FormData): Promise<FormState> {
  return isForm(data) ? submitFormPost('study-abroad', data) : unreadable;
}

export async function postSponsorship(_previous: FormState, data: FormData): Promise<FormState> {
  return isForm(data) ? submitFormPost('sponsorship', data) : unreadable;
}

/** The newsletter's only form posted to the server is the thank-you page's, so its consent receipt names that page's words. */
export async function postNewsletter(_previous: FormState, data: FormData): Promise<FormState> {
  return isForm(data) ? submitFormPost('newsletter', data, { source: 'thank-you' }) : unreadable;
}
