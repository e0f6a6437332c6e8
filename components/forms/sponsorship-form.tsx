'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { choiceLabels, choicePlaceholder, sponsorshipTypeOptions } from '@/content/forms';
import { sponsorshipSchema, type SponsorshipInput, type SponsorshipPayload } from '@/lib/forms/sponsorship';
import { SelectField } from './fields';
import { FormShell } from './form-shell';
import { PersonFields } from './person-fields';
import { TermsCheckbox } from './terms-checkbox';
import { ThankYouDialog } from './thank-you-dialog';
import { useFormFlow } from './use-form-flow';

const ID = 'sponsorship';
const defaults: SponsorshipInput = { first_name: '', last_name: '', email_address: '', mobile_country_code: '+91', mobile_no: '', type_of_sponsorship: '' };

export function SponsorshipForm() {
  const { register, handleSubmit, setError, reset, formState } = useForm<SponsorshipInput, unknown, SponsorshipPayload>({ resolver: zodResolver(sponsorshipSchema), defaultValues: defaults, mode: 'onTouched', shouldFocusError: false });
  const flow = useFormFlow({
    formId: ID,
    endpoint: 'add-sponsorship',
    fields: Object.keys(sponsorshipSchema.shape),
    setFieldError: (name, message) => setError(name as keyof SponsorshipInput, { message }),
    reset: () => reset(defaults),
  });

  return (
    <FormShell
      id={ID}
      onSubmit={handleSubmit((payload) => flow.submit(payload), flow.focusFirstInvalid)}
      submitting={formState.isSubmitting}
      status={flow.status}
      submitRef={flow.submitRef}
      honeypotRef={flow.honeypotRef}
      after={<ThankYouDialog id={`${ID}-thanks`} open={flow.popup === 'thanks'} onClose={flow.closePopup} returnFocus={flow.submitRef} />}
    >
      <PersonFields formId={ID} register={register} errors={formState.errors} />
      <SelectField id={`${ID}-type_of_sponsorship`} label={choiceLabels.type_of_sponsorship} registration={register('type_of_sponsorship')} error={formState.errors.type_of_sponsorship?.message} options={sponsorshipTypeOptions} placeholder={choicePlaceholder} wide />
      <TermsCheckbox id={`${ID}-terms`} inputRef={flow.termsRef} />
    </FormShell>
  );
}
