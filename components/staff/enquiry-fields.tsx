import { enquiryCopy } from '@/content/staff-inbox';
import { EMAIL } from '@/lib/forms/fields';
import { mailtoHref } from '@/lib/mail/mailto';
import { fieldLabel, fieldText, payloadFields } from './field-text';
import ui from './ui.module.css';

interface EnquiryFieldsProps {
  endpoint: string;
  payload: Record<string, unknown>;
}

/** Every field the visitor sent, labelled, in the form's order; their words as text, never markup. */
export function EnquiryFields({ endpoint, payload }: EnquiryFieldsProps) {
  const { known, extra } = payloadFields(endpoint, payload);
  const row = (field: string) => {
    const value = payload[field];
    const email = field === 'email_address' && typeof value === 'string' && EMAIL.test(value) ? value : undefined;
    return (
      <div key={field} className={ui.contents}>
        {/* A field the form no longer has is named by the payload's own key: isolated like the value. */}
        <dt>
          <bdi>{fieldLabel(field)}</bdi>
        </dt>
        <dd>
          {email ? (
            <a href={mailtoHref(email)} className={ui.link} title={enquiryCopy.replyTo(email)}>
              <bdi>{email}</bdi>
            </a>
          ) : (
            <bdi>{fieldText(field, value)}</bdi>
          )}
        </dd>
      </div>
    );
  };
  return (
    <section className={ui.panel} aria-labelledby="enquiry-fields">
      <h2 id="enquiry-fields" className={ui.sectionTitle}>
        {enquiryCopy.fields}
      </h2>
      <dl className={ui.dl}>{known.map(row)}</dl>
      {extra.length > 0 && (
        <>
          <h3 className={`${ui.label} ${ui.small}`}>{enquiryCopy.extraFields}</h3>
          <dl className={ui.dl}>{extra.map(row)}</dl>
        </>
      )}
    </section>
  );
}
