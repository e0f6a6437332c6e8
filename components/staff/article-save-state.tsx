import { articleEditor as copy } from '@/content/staff-articles';
import type { AutosaveState } from './use-autosave';
import styles from './article-editor.module.css';
import ui from './ui.module.css';

interface SaveStateProps {
  /** False for a new article: nothing is saved on its own until the person's first save makes it. */
  autosaves: boolean;
  dirty: boolean;
  state: AutosaveState;
}

/**
 * Where the text is: saved, waiting, saving, or why it is not (offline, a colleague's newer revision, a field to
 * correct). Only the last kind is announced: a screen reader is not told "Saving…" every few seconds.
 */
export function SaveState({ autosaves, dirty, state }: SaveStateProps) {
  const words = copy.autosave;
  let routine = '';
  let warning = '';
  if (!autosaves) warning = dirty ? words.newArticle : '';
  else if (state.kind === 'offline') warning = words.offline;
  else if (state.kind === 'behind') warning = words.behind(state.number, state.by);
  else if (state.kind === 'invalid') warning = words.invalid;
  else if (state.kind === 'refused') warning = words.refused;
  else if (state.kind === 'failed') warning = words.failed;
  else if (state.kind === 'saving') routine = words.saving;
  else routine = dirty ? words.waiting : words.saved;
  return (
    <>
      {routine && (
        <span className={`${ui.small} ${ui.muted}`} data-save-state={state.kind}>
          {routine}
        </span>
      )}
      <span className={`${ui.small} ${styles.unsaved}`} role="status">
        {warning}
      </span>
    </>
  );
}
