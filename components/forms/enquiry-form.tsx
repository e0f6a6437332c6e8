'use client';

import { choiceLabels, choicePlaceholder } from '@/content/forms';
import { SelectField } from './fields';
import { FormShell } from './form-shell';
import type { LazyResolver } from './lazy-resolver';
import { PersonFields } from './person-fields';
import { TermsCheckbox } from './terms-checkbox';
import { ThankYouDialog } from './thank-you-dialog';
import { useFormFlow } from './use-form-flow';
import { useLazyForm } from './use-lazy-form';

export type EnquiryValues = Record<string, string>;
export type EnquiryValidation = LazyResolver<EnquiryValues, Record<string, unknown>>;

export interface EnquiryChoice {
  name: keyof typeof choiceLabels;
  options: readonly { value: string; label: string }[];
  wide?: boolean;
}

interface EnquiryFormProps {
  id: string;
  endpoint: string;
  /** The selects after the person's fields, in page order. */
  choices: readonly EnquiryChoice[];
  validation: EnquiryValidation;
}

const personDefaults = { first_name: '', last_name: '', email_address: '', mobile_country_code: '+91', mobile_no: '' };

/** The bootcamp, study-abroad and sponsorship forms: the person, one or two choices, the terms box and a thank-you popup. */
export function EnquiryForm({ id, endpoint, choices, validation }: EnquiryFormProps) {
  const defaults: EnquiryValues = { ...personDefaults, ...Object.fromEntries(choices.map((choice) => [choice.name, ''])) };
  const form = useLazyForm<EnquiryValues, Record<string, unknown>>({ validation });
  const { register, errors } = form;
  const flow = useFormFlow({
    formId: id,
    endpoint,
    fields: Object.keys(defaults),
    setFieldError: form.setError,
    reset: () => form.reset(defaults),
    preload: form.preload,
  });

  return (
    <FormShell
      id={id}
      onSubmit={form.handleSubmit((payload) => flow.submit(payload), flow.invalid)}
      onEngage={flow.engage}
      submitting={form.submitting}
      status={flow.status}
      submitRef={flow.submitRef}
      honeypotRef={flow.honeypotRef}
      after={<ThankYouDialog id={`${id}-thanks`} open={flow.popup === 'thanks'} onClose={flow.closePopup} returnFocus={flow.submitRef} />}
    >
      <PersonFields formId={id} register={register} errors={errors} />
      {choices.map(({ name, options, wide }) => (
        <SelectField key={name} id={`${id}-${name}`} label={choiceLabels[name]} registration={register(name)} error={errors[name]?.message} options={options} placeholder={choicePlaceholder} wide={wide} />
      ))}
      <TermsCheckbox id={`${id}-terms`} inputRef={flow.termsRef} />
    </FormShell>
  );
}
