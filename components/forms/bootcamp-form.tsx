'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { choiceLabels, choicePlaceholder, interestOptions } from '@/content/forms';
import { bootcampSchema, type BootcampInput, type BootcampPayload } from '@/lib/forms/bootcamp';
import { SelectField } from './fields';
import { FormShell } from './form-shell';
import { PersonFields } from './person-fields';
import { TermsCheckbox } from './terms-checkbox';
import { ThankYouDialog } from './thank-you-dialog';
import { useFormFlow } from './use-form-flow';

const ID = 'bootcamp';
const defaults: BootcampInput = { first_name: '', last_name: '', email_address: '', mobile_country_code: '+91', mobile_no: '', interest: '' };

export function BootcampForm() {
  const { register, handleSubmit, setError, reset, formState } = useForm<BootcampInput, unknown, BootcampPayload>({ resolver: zodResolver(bootcampSchema), defaultValues: defaults, mode: 'onTouched', shouldFocusError: false });
  const flow = useFormFlow({
    formId: ID,
    endpoint: 'add-bootcamp',
    fields: Object.keys(bootcampSchema.shape),
    setFieldError: (name, message) => setError(name as keyof BootcampInput, { message }),
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
      <SelectField id={`${ID}-interest`} label={choiceLabels.interest} registration={register('interest')} error={formState.errors.interest?.message} options={interestOptions} placeholder={choicePlaceholder} wide />
      <TermsCheckbox id={`${ID}-terms`} inputRef={flow.termsRef} />
    </FormShell>
  );
}
