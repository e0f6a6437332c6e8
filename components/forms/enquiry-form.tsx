import { choiceLabels, choicePlaceholder } from '@/content/forms';
import type { FormState } from '@/lib/forms/form-state';
import type { FormId } from '@/lib/forms/registry';
import { SelectField } from './fields';
import { FormShell } from './form-shell';
import { PersonFields } from './person-fields';
import { TermsCheckbox } from './terms-checkbox';
import { ThankYouDialog } from './thank-you-dialog';
import { useEnquiryForm } from './use-enquiry-form';
import type { FieldName, LazySchema } from './use-field-checks';

/** The person's fields every enquiry form starts with. */
export interface PersonInput extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  email_address: string;
  mobile_country_code: string;
  mobile_no: string;
}

export interface EnquiryChoice<Input> {
  name: Extract<keyof Input, keyof typeof choiceLabels>;
  options: readonly { value: string; label: string }[];
  wide?: boolean;
}

interface EnquiryFormProps<Input extends PersonInput, Output> {
  form: FormId;
  action: (previous: FormState, data: FormData) => Promise<FormState>;
  /** The selects after the person's fields, in page order. */
  choices: readonly EnquiryChoice<Input>[];
  validation: LazySchema<Input, Output>;
  empty: Input;
}

/** The bootcamp, study-abroad and sponsorship forms: the person, one or two choices, the terms box and a thank-you dialog. */
export function EnquiryForm<Input extends PersonInput, Output extends Record<string, unknown>>({ form, action, choices, validation, empty }: EnquiryFormProps<Input, Output>) {
  const flow = useEnquiryForm<Input, Output>({ form, action, validation, empty });
  const id = form;
  const bind = (name: string) => flow.bind(name as FieldName<Input>);

  return (
    <FormShell id={id} flow={flow} after={<ThankYouDialog id={`${id}-thanks`} open={flow.dialog === 'thanks'} onClose={flow.closeDialog} returnFocus={flow.submitRef} reference={flow.reference} />}>
      <PersonFields formId={id} bind={bind} />
      {choices.map(({ name, options, wide }) => (
        <SelectField key={name} id={`${id}-${name}`} label={choiceLabels[name]} options={options} placeholder={choicePlaceholder} wide={wide} {...bind(name)} />
      ))}
      <TermsCheckbox id={`${id}-terms`} inputRef={flow.termsRef} />
    </FormShell>
  );
}
