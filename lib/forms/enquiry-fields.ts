import { validationMessages } from '@/content/validation';
import { countryCode, email, mobileNumber, personName } from './fields';

/** The fields every enquiry form shares; the terms checkbox is not among them: it is never sent. */
export const enquiryFields = () => ({
  first_name: personName(),
  last_name: personName(),
  email_address: email(validationMessages.emailDot),
  mobile_country_code: countryCode(),
  mobile_no: mobileNumber(),
});
