import { enquiryCopy } from '@/content/staff-inbox';
import type { Note } from '@/lib/db/enquiries/inbox';
import { TimeStamp } from './time-stamp';
import styles from './enquiry.module.css';
import ui from './ui.module.css';

interface EnquiryNotesProps {
  enquiryRef: string;
  notes: Note[];
  noteAction: (data: FormData) => Promise<void>;
}

/** The team's own notes on the enquiry, oldest first, and a form to add one. */
export function EnquiryNotes({ enquiryRef, notes, noteAction }: EnquiryNotesProps) {
  const copy = enquiryCopy.notes;
  return (
    <section className={ui.panel} aria-labelledby="enquiry-notes">
      <h2 id="enquiry-notes" className={ui.sectionTitle}>
        {copy.title}
      </h2>
      {notes.length === 0 ? (
        <p className={`${ui.muted} ${ui.small}`}>{copy.empty}</p>
      ) : (
        <ol className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={`${ui.muted} ${ui.small}`}>
                <strong className={styles.author}>
                  <bdi>{note.authorName}</bdi>
                </strong>
                {' · '}
                <TimeStamp ms={note.createdAt} />
              </p>
              <p className={styles.body}>
                <bdi>{note.body}</bdi>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form action={noteAction} className={styles.noteForm}>
        <input type="hidden" name="ref" value={enquiryRef} />
        <label className={ui.field}>
          <span className={ui.label}>{copy.label}</span>
          <textarea name="body" required maxLength={4000} rows={3} aria-describedby="note-hint" className={ui.input} />
        </label>
        <p id="note-hint" className={`${ui.muted} ${ui.small}`}>
          {copy.hint}
        </p>
        <div>
          <button type="submit" className={`${ui.button} ${ui.primary}`}>
            {copy.add}
          </button>
        </div>
      </form>
    </section>
  );
}
