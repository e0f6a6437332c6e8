import { countryCodeOptions, fieldLabels, phoneGroupLabel } from '@/content/forms';
import { PhoneGroup, SelectField, TextField } from './fields';

type PersonField = 'first_name' | 'last_name' | 'email_address' | 'mobile_country_code' | 'mobile_no';

/** The person's fields, empty, as a form resets to them (India's code preselected: docs/product.md#country-codes). */
export const personEmpty = { first_name: '', last_name: '', email_address: '', mobile_country_code: '+91', mobile_no: '' };

export interface BoundField {
  name: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
}

interface PersonFieldsProps {
  formId: string;
  bind: (name: PersonField) => BoundField;
  /** Rendered between the names and the email, e.g. the company. */
  children?: React.ReactNode;
}

/** Names, email and phone: the fields every form shares. */
export function PersonFields({ formId, bind, children }: PersonFieldsProps) {
  const field = (name: PersonField) => ({ id: `${formId}-${name}`, label: fieldLabels[name].label, autoComplete: fieldLabels[name].autoComplete, ...bind(name) });
  const code = field('mobile_country_code');
  const number = field('mobile_no');
  return (
    <>
      <TextField {...field('first_name')} />
      <TextField {...field('last_name')} />
      {children}
      <TextField {...field('email_address')} type="email" inputMode="email" />
      <PhoneGroup legend={phoneGroupLabel} messages={[code, number]}>
        <SelectField {...code} options={countryCodeOptions} messageInGroup />
        {/* The number without its country code, which has its own field: `tel-national` is valid on a text input
            only (the HTML standard allows `tel` alone on type="tel"), and the keypad stays numeric. */}
        <TextField {...number} inputMode="numeric" messageInGroup />
      </PhoneGroup>
    </>
  );
}
