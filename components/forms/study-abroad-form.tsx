'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { choiceLabels, choicePlaceholder, studyCountryOptions, studyCourseOptions } from '@/content/forms';
import { studyAbroadSchema, type StudyAbroadInput, type StudyAbroadPayload } from '@/lib/forms/study-abroad';
import { SelectField } from './fields';
import { FormShell } from './form-shell';
import { PersonFields } from './person-fields';
import { TermsCheckbox } from './terms-checkbox';
import { ThankYouDialog } from './thank-you-dialog';
import { useFormFlow } from './use-form-flow';

const ID = 'study-abroad';
const defaults: StudyAbroadInput = { first_name: '', last_name: '', email_address: '', mobile_country_code: '+91', mobile_no: '', preferred_country_of_study: '', preferred_course: '' };

export function StudyAbroadForm() {
  const { register, handleSubmit, setError, reset, formState } = useForm<StudyAbroadInput, unknown, StudyAbroadPayload>({ resolver: zodResolver(studyAbroadSchema), defaultValues: defaults, mode: 'onTouched', shouldFocusError: false });
  const flow = useFormFlow({
    formId: ID,
    endpoint: 'add-study-abroad',
    fields: Object.keys(studyAbroadSchema.shape),
    setFieldError: (name, message) => setError(name as keyof StudyAbroadInput, { message }),
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
      <SelectField id={`${ID}-preferred_country_of_study`} label={choiceLabels.preferred_country_of_study} registration={register('preferred_country_of_study')} error={formState.errors.preferred_country_of_study?.message} options={studyCountryOptions} placeholder={choicePlaceholder} />
      <SelectField id={`${ID}-preferred_course`} label={choiceLabels.preferred_course} registration={register('preferred_course')} error={formState.errors.preferred_course?.message} options={studyCourseOptions} placeholder={choicePlaceholder} />
      <TermsCheckbox id={`${ID}-terms`} inputRef={flow.termsRef} />
    </FormShell>
  );
}
