'use server';

import type { FormState } from './form-state';
import { submitFormPost } from './post';

// One action per form, with nothing bound: a posted form cannot name another endpoint.

export async function postContact(_previous: FormState, data: FormData): Promise<FormState> {
  return submitFormPost('contact', 'contact-us', data, (values) => (values.subscribe?.includes('1') ? 'newsletter' : undefined));
}

export async function postBootcamp(_previous: FormState, data: FormData): Promise<FormState> {
  return submitFormPost('bootcamp', 'add-bootcamp', data);
}

export async function postStudyAbroad(_previous: FormState, data: FormData): Promise<FormState> {
  return submitFormPost('study-abroad', 'add-study-abroad', data);
}

export async function postSponsorship(_previous: FormState, data: FormData): Promise<FormState> {
  return submitFormPost('sponsorship', 'add-sponsorship', data);
}

export async function postNewsletter(_previous: FormState, data: FormData): Promise<FormState> {
  return submitFormPost('newsletter', 'newsletter', data);
}
