'use client';

import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { countryCodeOptions, fieldLabels, phoneGroupLabel } from '@/content/forms';
import { PhoneGroup, SelectField, TextField } from './fields';

type PersonField = 'first_name' | 'last_name' | 'email_address' | 'mobile_country_code' | 'mobile_no';

interface PersonFieldsProps {
  formId: string;
  register: (name: PersonField) => UseFormRegisterReturn;
  errors: FieldErrors<Record<PersonField, unknown>>;
  /** Rendered between the names and the email, e.g. the company. */
  children?: React.ReactNode;
}

/** Names, email and phone: the fields every form shares. */
export function PersonFields({ formId, register, errors, children }: PersonFieldsProps) {
  const field = (name: PersonField) => ({
    id: `${formId}-${name}`,
    label: fieldLabels[name].label,
    autoComplete: fieldLabels[name].autoComplete,
    registration: register(name),
    error: errors[name]?.message as string | undefined,
  });
  return (
    <>
      <TextField {...field('first_name')} />
      <TextField {...field('last_name')} />
      {children}
      <TextField {...field('email_address')} type="email" inputMode="email" />
      <PhoneGroup legend={phoneGroupLabel}>
        <SelectField {...field('mobile_country_code')} options={countryCodeOptions} />
        <TextField {...field('mobile_no')} type="tel" inputMode="numeric" />
      </PhoneGroup>
    </>
  );
}
