import { validationMessages } from '@/content/validation';
import { bootcampSchema, interests } from './bootcamp';
import { contactSchema } from './contact';
import { fieldErrors } from './errors';
import { newsletterSchema } from './newsletter';
import { sponsorshipSchema } from './sponsorship';
import { studyAbroadSchema } from './study-abroad';

const person = {
  first_name: 'José María',
  last_name: "O'Brien-Łukasz",
  email_address: 'jose@example.co.uk',
  mobile_country_code: '+91',
  mobile_no: '9876543210',
};
const contact = { ...person, company_name: 'Harbourline Ports', message: 'We need call analytics for 40 agents.', subscribe: ['1'] };

const errorsOf = (schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error as never);
};

describe('the messages', () => {
  it('are the documented ones, word for word', () => {
    expect(validationMessages.required).toBe('This field is required');
    expect(validationMessages.alphabets).toBe('Only alphabets are allowed for this field ');
    expect(validationMessages.email).toBe('Please enter valid email');
    expect(validationMessages.emailDot).toBe('Please enter a valid email');
  });
});

describe('contact', () => {
  it('accepts a complete request and keeps exactly the payload fields', () => {
    const parsed = contactSchema.parse({ ...contact, terms: true, website: '' });
    expect(Object.keys(parsed).sort()).toEqual(['company_name', 'email_address', 'first_name', 'last_name', 'message', 'mobile_country_code', 'mobile_no', 'subscribe']);
    expect(parsed.subscribe).toEqual(['1']);
  });

  it('sends subscribe as an empty array when unticked', () => {
    const { subscribe, ...rest } = contact;
    void subscribe;
    expect(contactSchema.parse(rest).subscribe).toEqual([]);
    expect(errorsOf(contactSchema, { ...contact, subscribe: ['yes'] })).toHaveProperty('subscribe');
  });

  it('requires every field with the required message', () => {
    const errors = errorsOf(contactSchema, {});
    for (const field of ['first_name', 'last_name', 'company_name', 'mobile_no', 'mobile_country_code', 'email_address', 'message']) {
      expect(errors[field]).toBe(validationMessages.required);
    }
    expect(errorsOf(contactSchema, { ...contact, first_name: '   ', mobile_country_code: '' })).toEqual({
      first_name: validationMessages.required,
      mobile_country_code: validationMessages.required,
    });
  });

  it('uses only the first email message on the contact form', () => {
    expect(errorsOf(contactSchema, { ...contact, email_address: 'not-an-email' })).toEqual({ email_address: validationMessages.email });
    expect(errorsOf(contactSchema, { ...contact, email_address: 'name@localhost' })).toEqual({ email_address: validationMessages.email });
  });

  it('limits lengths with clear messages', () => {
    expect(errorsOf(contactSchema, { ...contact, company_name: 'x'.repeat(201) })).toEqual({ company_name: 'Please keep this under 201 characters' });
    expect(errorsOf(contactSchema, { ...contact, message: 'x'.repeat(5001) })).toEqual({ message: 'Please keep this under 5001 characters' });
    expect(errorsOf(contactSchema, { ...contact, first_name: 'a'.repeat(101) })).toEqual({ first_name: 'Please keep this under 101 characters' });
    expect(errorsOf(contactSchema, { ...contact, email_address: `${'a'.repeat(250)}@example.com` })).toEqual({ email_address: 'Please keep this under 255 characters' });
    expect(errorsOf(contactSchema, { ...contact, message: 'x'.repeat(5000) })).toEqual({});
  });

  it('takes what hides or reorders text out of the message and company, and keeps lines, joiners and every script', () => {
    const planted = '\u202e\u2066\u200b\ufeff\u00ad';
    // ZWJ holds the family emoji together; ZWNJ is part of how Persian is spelled.
    const words = 'Bonjour, 北京, Ключ, مرحبا, नमस्ते, \u{1f468}\u200d\u{1f469}\u200d\u{1f467}, می\u200cخواهم';
    const parsed = contactSchema.parse({ ...contact, company_name: `Harbour${planted}line\u200f Ports`, message: `${planted}Hello\u061c\u200e,\r\n${words}\u2028\tthanks${planted}` });
    expect(parsed.company_name).toBe('Harbourline Ports');
    expect(parsed.message).toBe(`Hello,\n${words}\n\tthanks`);
    // Counted once clean: nothing but hidden characters is empty, and they never push a message over its limit.
    expect(errorsOf(contactSchema, { ...contact, message: ` ${planted} ` })).toEqual({ message: validationMessages.required });
    expect(errorsOf(contactSchema, { ...contact, message: `${'x'.repeat(5000)}${planted}` })).toEqual({});
  });
});

describe('names', () => {
  it.each(['José María', "O'Brien", 'Łukasz', 'Anne-Marie', 'Nguyễn', 'Ψάρρος', 'Дмитрий', 'محمد', 'अनन्या', 'O’Neill'])('accepts %s', (name) => {
    expect(errorsOf(bootcampSchema, { ...person, first_name: name, interest: 'data' })).toEqual({});
  });

  it.each(['R2D2', 'Ann!', 'Bob_', '-Ann', "Ann'", 'a@b', 'Ann   Lee'])('gives %s the alphabet message', (name) => {
    expect(errorsOf(bootcampSchema, { ...person, last_name: name, interest: 'data' })).toEqual({ last_name: validationMessages.alphabets });
  });

  it('trims surrounding spaces', () => {
    expect(bootcampSchema.parse({ ...person, last_name: '  Ann ', interest: 'data' }).last_name).toBe('Ann');
  });
});

describe('enquiry forms', () => {
  it('adds the dot rule to the email with its own message', () => {
    expect(errorsOf(bootcampSchema, { ...person, interest: 'ai', email_address: 'name@localhost' })).toEqual({ email_address: validationMessages.emailDot });
    expect(errorsOf(bootcampSchema, { ...person, interest: 'ai', email_address: 'name at example.com' })).toEqual({ email_address: validationMessages.email });
    expect(errorsOf(bootcampSchema, { ...person, interest: 'ai', email_address: '' })).toEqual({ email_address: validationMessages.required });
  });

  it('takes mobile numbers of 6 to 15 digits, spaces and hyphens removed', () => {
    expect(bootcampSchema.parse({ ...person, interest: 'qa', mobile_no: '98765 43-210' }).mobile_no).toBe('9876543210');
    for (const bad of ['12345', '1234567890123456', '+447700900123', '98765abc']) {
      expect(errorsOf(bootcampSchema, { ...person, interest: 'qa', mobile_no: bad })).toEqual({ mobile_no: validationMessages.mobile });
    }
  });

  it('knows both country codes and nothing else', () => {
    expect(errorsOf(sponsorshipSchema, { ...person, type_of_sponsorship: 'it', mobile_country_code: '+44' })).toEqual({});
    expect(errorsOf(sponsorshipSchema, { ...person, type_of_sponsorship: 'it', mobile_country_code: '+1' })).toEqual({ mobile_country_code: validationMessages.choice });
  });

  it('bootcamp requires an interest from the documented set', () => {
    expect(interests).toEqual(['full-stack', 'java', 'data', 'ui', 'devops', 'database', 'digital', 'ai', 'qa', 'hr']);
    for (const interest of interests) expect(errorsOf(bootcampSchema, { ...person, interest })).toEqual({});
    expect(errorsOf(bootcampSchema, { ...person, interest: '' })).toEqual({ interest: validationMessages.required });
    expect(errorsOf(bootcampSchema, person)).toEqual({ interest: validationMessages.required });
    expect(errorsOf(bootcampSchema, { ...person, interest: 'cooking' })).toEqual({ interest: validationMessages.choice });
  });

  it('study abroad requires a country and a course', () => {
    expect(studyAbroadSchema.parse({ ...person, preferred_country_of_study: 'usa', preferred_course: 'care', terms: 'on' })).toEqual({
      ...person,
      preferred_country_of_study: 'usa',
      preferred_course: 'care',
    });
    expect(errorsOf(studyAbroadSchema, { ...person, preferred_country_of_study: '', preferred_course: 'law' })).toEqual({
      preferred_country_of_study: validationMessages.required,
      preferred_course: validationMessages.choice,
    });
  });

  it('sponsorship requires it or care and never carries the terms box', () => {
    const parsed = sponsorshipSchema.parse({ ...person, type_of_sponsorship: 'care', terms: true });
    expect(parsed).not.toHaveProperty('terms');
    expect(errorsOf(sponsorshipSchema, { ...person })).toEqual({ type_of_sponsorship: validationMessages.required });
  });

  it('rejects values of the wrong type with a message, never a crash', () => {
    expect(errorsOf(sponsorshipSchema, { ...person, first_name: 42, type_of_sponsorship: ['it'] })).toEqual({
      first_name: validationMessages.required,
      type_of_sponsorship: validationMessages.choice,
    });
  });
});

describe('newsletter', () => {
  it('needs one valid email', () => {
    expect(newsletterSchema.parse({ email_address: ' ana@example.org ' })).toEqual({ email_address: 'ana@example.org' });
    expect(errorsOf(newsletterSchema, { email_address: 'ana@example' })).toEqual({ email_address: validationMessages.emailDot });
  });
});
