'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import ui from './ui.module.css';

interface SelectAllProps {
  /** The name of the checkboxes it ticks, in its own form. */
  name: string;
  label: string;
}

const subscribe = () => () => {};
const boxesIn = (form: HTMLFormElement, name: string) =>
  [...form.elements].filter((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'checkbox' && element.name === name);

/** Ticks every row's box at once; shown only once the script runs, so it never appears without doing anything. */
export function SelectAll({ name, label }: SelectAllProps) {
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = box.current;
    const form = input?.form;
    if (!input || !form) return;
    const sync = () => {
      const boxes = boxesIn(form, name);
      const ticked = boxes.filter((each) => each.checked).length;
      input.checked = ticked > 0 && ticked === boxes.length;
      input.indeterminate = ticked > 0 && ticked < boxes.length;
    };
    sync();
    form.addEventListener('change', sync);
    return () => form.removeEventListener('change', sync);
  }, [hydrated, name]);

  if (!hydrated) return null;
  return (
    <input
      ref={box}
      type="checkbox"
      className={ui.checkbox}
      aria-label={label}
      onChange={(event) => {
        const { checked, form } = event.currentTarget;
        if (form) for (const each of boxesIn(form, name)) each.checked = checked;
      }}
    />
  );
}
