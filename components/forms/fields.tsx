import type { ReactNode } from 'react';
import styles from './form.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** The field's name in the form's data. */
  name: string;
  autoComplete?: string;
  /** What a form post without JavaScript sent, rendered back into the field. */
  defaultValue?: string | undefined;
  /** The message is shown by the group the field sits in (PhoneGroup), across its width. */
  messageInGroup?: boolean;
}

interface FieldMessage {
  id: string;
  error?: string | undefined;
}

const errorId = (id: string) => `${id}-error`;

/** Always rendered: its line is kept empty, so a message that appears as a field is left moves nothing below it. */
function FieldError({ id, error }: FieldMessage) {
  return (
    <p id={errorId(id)} className={styles.error}>
      {error}
    </p>
  );
}

const describedBy = (id: string, error: string | undefined) => (error ? errorId(id) : undefined);

export function TextField({ id, label, error, name, autoComplete, defaultValue, messageInGroup, type = 'text', inputMode }: FieldProps & { type?: 'text' | 'email'; inputMode?: 'numeric' | 'email' | 'text' }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} inputMode={inputMode} autoComplete={autoComplete} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} aria-required="true" name={name} />
      {messageInGroup ? null : <FieldError id={id} error={error} />}
    </div>
  );
}

export function TextArea({ id, label, error, name, autoComplete, defaultValue }: FieldProps) {
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={5} autoComplete={autoComplete} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} aria-required="true" name={name} />
      <FieldError id={id} error={error} />
    </div>
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  wide?: boolean | undefined;
}

export function SelectField({ id, label, error, name, autoComplete, defaultValue, messageInGroup, options, placeholder, wide = false }: SelectFieldProps) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} autoComplete={autoComplete} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} aria-required="true" name={name}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {messageInGroup ? null : <FieldError id={id} error={error} />}
    </div>
  );
}

interface CheckboxProps {
  id: string;
  name?: string;
  children: ReactNode;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  value?: string;
}

export function Checkbox({ id, name, children, checked, onChange, value }: CheckboxProps) {
  const controlled = onChange ? { checked: Boolean(checked), onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked) } : {};
  return (
    <div className={`${styles.check} ${styles.wide}`}>
      <input id={id} name={name} type="checkbox" value={value} {...controlled} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}


interface PhoneGroupProps {
  legend: string;
  /** The messages of its fields, shown under the whole group: one narrow column would wrap them onto three lines. */
  messages: readonly FieldMessage[];
  children: ReactNode;
}

export function PhoneGroup({ legend, messages, children }: PhoneGroupProps) {
  return (
    <fieldset className={`${styles.phone} ${styles.wide}`}>
      <legend>{legend}</legend>
      <div className={styles.phoneFields}>{children}</div>
      <div className={styles.groupErrors}>
        {messages.map(({ id, error }) => (
          <FieldError key={id} id={id} error={error} />
        ))}
      </div>
    </fieldset>
  );
}
