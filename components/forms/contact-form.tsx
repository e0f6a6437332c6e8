'use client';

import { useState } from 'react';
import { fieldLabels, formCopy } from '@/content/forms';
import { postContact } from '@/lib/enquiries/form-actions';
import type { ContactInput, ContactPayload } from '@/lib/forms/contact';
import type { FormId } from '@/lib/forms/registry';
import { Checkbox, TextArea, TextField } from './fields';
import { FormShell } from './form-shell';
import { NewsletterDialog } from './newsletter-dialog';
import { PersonFields } from './person-fields';
import { ThankYouDialog } from './thank-you-dialog';
import { useEnquiryForm } from './use-enquiry-form';
import { lazySchema } from './use-field-checks';

const ID = 'contact' satisfies FormId;
const empty: ContactInput = { first_name: '', last_name: '', company_name: '', mobile_no: '', mobile_country_code: '+91', email_address: '', message: '', subscribe: [] };
const validation = lazySchema(() => import('@/lib/forms/contact').then((module) => module.contactSchema));

export function ContactForm() {
  const [subscribe, setSubscribe] = useState<boolean | undefined>(undefined);
  const flow = useEnquiryForm<ContactInput, ContactPayload>({
    form: ID,
    action: postContact,
    validation,
    empty,
    dialogFor: (payload) => (payload.subscribe[0] === '1' ? 'newsletter' : 'thanks'),
    onStored: () => setSubscribe(false),
  });
  // Until ticked or cleared here, the box shows what a form post sent.
  const ticked = subscribe ?? flow.posted.values.subscribe?.includes('1') ?? false;
  const field = (name: 'company_name' | 'message') => ({ id: `${ID}-${name}`, label: fieldLabels[name].label, ...flow.bind(name) });

  return (
    <FormShell
      id={ID}
      flow={flow}
      after={
        <>
          <ThankYouDialog id={`${ID}-thanks`} open={flow.dialog === 'thanks'} onClose={flow.closeDialog} returnFocus={flow.submitRef} reference={flow.reference} />
          <NewsletterDialog id={`${ID}-newsletter`} open={flow.dialog === 'newsletter'} onClose={flow.closeDialog} returnFocus={flow.submitRef} />
        </>
      }
    >
      <PersonFields formId={ID} bind={flow.bind}>
        <TextField {...field('company_name')} autoComplete={fieldLabels.company_name.autoComplete} />
      </PersonFields>
      <TextArea {...field('message')} />
      <Checkbox id={`${ID}-subscribe`} name="subscribe" value="1" checked={ticked} onChange={setSubscribe}>
        {formCopy.subscribe}
      </Checkbox>
    </FormShell>
  );
}
