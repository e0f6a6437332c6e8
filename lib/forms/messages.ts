/** Validation messages: the first four word for word from the specification (the trailing space included). */
export const messages = {
  required: 'This field is required',
  alphabets: 'Only alphabets are allowed for this field ',
  email: 'Please enter valid email',
  emailDot: 'Please enter a valid email',
  mobile: 'Please enter a phone number of 6 to 15 digits',
  choice: 'Please choose one of the options',
  tooLong: (max: number) => `Please keep this under ${max + 1} characters`,
} as const;

export const limits = { name: 100, company: 200, email: 254, message: 5000 } as const;
