'use client';

import { Controller, useForm } from 'react-hook-form';
import { fieldLabels, formCopy } from '@/content/forms';
import type { ContactInput, ContactPayload } from '@/lib/forms/contact';
import { Checkbox, TextArea, TextField } from './fields';
import { FormShell } from './form-shell';
import { lazyZodResolver } from './lazy-resolver';
import { NewsletterDialog } from './newsletter-dialog';
import { PersonFields } from './person-fields';
import { ThankYouDialog } from './thank-you-dialog';
import { useFormFlow } from './use-form-flow';

const ID = 'contact';
// Every field present: its keys are the payload's field names, known without loading the schema.
const defaults: Required<ContactInput> = { first_name: '', last_name: '', company_name: '', mobile_no: '', mobile_country_code: '+91', email_address: '', message: '', subscribe: [] };
const validation = lazyZodResolver(() => import('@/lib/forms/contact').then((module) => module.contactSchema));

export function ContactForm() {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<ContactInput, unknown, ContactPayload>({
    resolver: validation.resolver,
    defaultValues: defaults,
    mode: 'onTouched', shouldFocusError: false,
  });
  const flow = useFormFlow({
    formId: ID,
    endpoint: 'contact-us',
    fields: Object.keys(defaults),
    setFieldError: (name, message) => setError(name as keyof ContactInput, { message }),
    reset: () => reset(defaults),
    preload: validation.preload,
  });
  const error = (name: keyof ContactInput) => formState.errors[name]?.message;

  return (
    <FormShell
      id={ID}
      onSubmit={handleSubmit((payload) => flow.submit(payload, payload.subscribe[0] === '1' ? 'newsletter' : 'thanks'), flow.invalid)}
      onEngage={flow.engage}
      submitting={formState.isSubmitting}
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
      <PersonFields formId={ID} register={register} errors={formState.errors}>
        <TextField id={`${ID}-company_name`} label={fieldLabels.company_name.label} autoComplete={fieldLabels.company_name.autoComplete} registration={register('company_name')} error={error('company_name')} />
      </PersonFields>
      <TextArea id={`${ID}-message`} label={fieldLabels.message.label} registration={register('message')} error={error('message')} />
      <Controller
        control={control}
        name="subscribe"
        render={({ field }) => (
          <Checkbox id={`${ID}-subscribe`} name={field.name} value="1" checked={(field.value ?? []).includes('1')} onChange={(checked) => field.onChange(checked ? ['1'] : [])}>
            {formCopy.subscribe}
          </Checkbox>
        )}
      />
    </FormShell>
  );
}
