import { renderToStaticMarkup } from 'react-dom/server';
import { TextField } from './fields';
import { PersonFields, type BoundField } from './person-fields';

// Every checked field keeps a line for its message, shown or not, so a message appearing as a field is left moves
// nothing below it; the phone group keeps one line under both its fields.

const bind =
  (errors: Record<string, string> = {}) =>
  (name: string): BoundField => ({ name, error: errors[name] });

const errorLines = (html: string) => [...html.matchAll(/<p id="([\w-]+)-error"[^>]*>([^<]*)<\/p>/g)].map(([, id, text]) => [id, text]);

describe('a field and its message', () => {
  it('keeps an empty message line, not hidden, and points to it only when there is a message', () => {
    const quiet = renderToStaticMarkup(<TextField id="f-first_name" label="First name" name="first_name" />);
    expect(quiet).toContain('<p id="f-first_name-error" class="error"></p>');
    expect(quiet).not.toContain('hidden');
    expect(quiet).not.toContain('aria-describedby');
    const refused = renderToStaticMarkup(<TextField id="f-first_name" label="First name" name="first_name" error="This field is required" />);
    expect(refused).toContain('aria-describedby="f-first_name-error" aria-required="true"');
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain('>This field is required</p>');
  });

  it("shows the phone fields' messages under the whole group, after both fields", () => {
    const html = renderToStaticMarkup(<PersonFields formId="f" bind={bind({ mobile_no: 'Please enter a phone number of 6 to 15 digits' })} />);
    expect(errorLines(html)).toEqual([
      ['f-first_name', ''],
      ['f-last_name', ''],
      ['f-email_address', ''],
      ['f-mobile_country_code', ''],
      ['f-mobile_no', 'Please enter a phone number of 6 to 15 digits'],
    ]);
    const group = /<fieldset[^>]*>(.*)<\/fieldset>/.exec(html)?.[1] ?? '';
    expect(group.indexOf('id="f-mobile_no"')).toBeLessThan(group.indexOf('id="f-mobile_country_code-error"'));
    expect(group).toContain('aria-describedby="f-mobile_no-error"');
  });
});
