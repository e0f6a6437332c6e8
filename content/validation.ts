// Imported by the form schemas alone, so these words arrive with validation on a form's first touch, not with the page.

/** The words under a field filled in wrongly; the first four word for word from the original site, trailing space included (docs/product.md#validation-messages). */
export const validationMessages = {
  required: 'This field is required',
  alphabets: 'Only alphabets are allowed for this field ',
  email: 'Please enter valid email',
  emailDot: 'Please enter a valid email',
  mobile: 'Please enter a phone number of 6 to 15 digits',
  choice: 'Please choose one of the options',
  tooLong: (max: number) => `Please keep this under ${max + 1} characters`,
} as const;
