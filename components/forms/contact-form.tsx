'use client';

import { useState } from 'react';
import { fieldLabels, formCopy } from '@/content/forms';
import type { ContactInput, ContactPayload } from '@/lib/forms/contact';
import { Checkbox, TextArea, TextField } from './fields';
import { FormShell } from './form-shell';
import { lazyZodResolver } from './lazy-resolver';
import { NewsletterDialog } from './newsletter-dialog';
import { PersonFields } from './person-fields';
import { ThankYouDialog } from './thank-you-dialog';
import { useFormFlow } from './use-form-flow';
import { useLazyForm } from './use-lazy-form';

const ID = 'contact';
// Every field present: its keys are the payload's field names, known without loading the schema.
const defaults: Required<ContactInput> = { first_name: '', last_name: '', company_name: '', mobile_no: '', mobile_country_code: '+91', email_address: '', message: '', subscribe: [] };
const validation = lazyZodResolver(() => import('@/lib/forms/contact').then((module) => module.contactSchema));

export function ContactForm() {
  // A list value rather than a field's own: React keeps it and the form gets it on submit.
  const [subscribe, setSubscribe] = useState(false);
  const form = useLazyForm<ContactInput, ContactPayload>({ validation, held: { subscribe: subscribe ? ['1'] : [] } });
  const { register, errors } = form;
  const flow = useFormFlow({
    formId: ID,
    endpoint: 'contact-us',
    fields: Object.keys(defaults),
    setFieldError: (name, message) => form.setError(name as keyof ContactInput, message),
    reset: () => {
      form.reset(defaults);
      setSubscribe(false);
    },
    preload: form.preload,
  });
  const error = (name: keyof ContactInput) => errors[name]?.message;

  return (
    <FormShell
      id={ID}
      onSubmit={form.handleSubmit((payload) => flow.submit(payload, payload.subscribe[0] === '1' ? 'newsletter' : 'thanks'), flow.invalid)}
      onEngage={flow.engage}
      submitting={form.submitting}
      status={flow.status}
      submitRef={flow.submitRef}
      honeypotRef={flow.honeypotRef}
      after={
        <>
          <ThankYouDialog id={`${ID}-thanks`} open={flow.popup === 'thanks'} onClose={flow.closePopup} returnFocus={flow.submitRef} />
          <NewsletterDialog id={`${ID}-newsletter`} open={flow.popup === 'newsletter'} onClose={flow.closePopup} returnFocus={flow.submitRef} />
        </>
      }
    >
      <PersonFields formId={ID} register={register} errors={errors}>
        <TextField id={`${ID}-company_name`} label={fieldLabels.company_name.label} autoComplete={fieldLabels.company_name.autoComplete} registration={register('company_name')} error={error('company_name')} />
      </PersonFields>
      <TextArea id={`${ID}-message`} label={fieldLabels.message.label} registration={register('message')} error={error('message')} />
      <Checkbox id={`${ID}-subscribe`} name="subscribe" value="1" checked={subscribe} onChange={setSubscribe}>
        {formCopy.subscribe}
      </Checkbox>
    </FormShell>
  );
}
