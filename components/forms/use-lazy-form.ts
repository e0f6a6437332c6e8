'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { createFormControl, FieldErrors, FieldValues, Path, PathValue, Resolver, SubmitErrorHandler, SubmitHandler, UseFormRegisterReturn } from 'react-hook-form';
import { validationUnavailable } from './lazy-resolver';

type FormControl<Input extends FieldValues, Output> = ReturnType<typeof createFormControl<Input, unknown, Output>>;

interface LazyFormOptions<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Values kept by React rather than by a field on the page (e.g. a checkbox list), with their starting values. */
  held?: Partial<Input>;
}

/**
 * react-hook-form, fetched on the visitor's first touch of the form instead of with the page (13.5 kB gzip).
 * The fields are plain server-rendered inputs until then; when the library arrives it takes them over as they
 * are, so whatever was typed meanwhile stays. A submit made before it arrives waits for it.
 */
export function useLazyForm<Input extends FieldValues, Output>({ resolver, held = {} }: LazyFormOptions<Input, Output>) {
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const fields = useRef(new Map<string, HTMLElement>());
  const heldValues = useRef<Partial<Input>>(held);
  const form = useRef<FormControl<Input, Output> | undefined>(undefined);
  const loading = useRef<Promise<FormControl<Input, Output>> | undefined>(undefined);

  const load = () =>
    (loading.current ??= import('react-hook-form').then(
      ({ createFormControl }) => {
        const created = createFormControl<Input, unknown, Output>({ resolver, mode: 'onTouched', shouldFocusError: false });
        // No default values: registering a field then reads what it holds now instead of overwriting it.
        for (const [name, element] of fields.current) created.register(name as Path<Input>).ref(element);
        for (const [name, value] of Object.entries(heldValues.current)) created.setValue(name as Path<Input>, value as PathValue<Input, Path<Input>>);
        created.subscribe({ formState: { errors: true }, callback: (state) => setErrors({ ...state.errors } as FieldErrors<Input>) });
        form.current = created;
        return created;
      },
      (error: unknown) => {
        // Forget the failure so the next submit fetches again.
        loading.current = undefined;
        throw error;
      },
    ));

  const register = (name: Path<Input>): UseFormRegisterReturn<Path<Input>> => ({
    name,
    ref: (element: HTMLElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
      form.current?.register(name).ref(element);
    },
    onChange: async (event) => form.current?.register(name).onChange(event),
    onBlur: async (event) => form.current?.register(name).onBlur(event),
  });

  const handleSubmit = (onValid: SubmitHandler<Output>, onInvalid: SubmitErrorHandler<Input>) => (event: FormEvent) => {
    event.preventDefault();
    // One submit at a time, from the press until the answer (or the error) is shown.
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    load()
      .then(
        (ready) => ready.handleSubmit(onValid, onInvalid)(),
        (error: unknown) => {
          console.error(`The form could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
          return onInvalid(validationUnavailable<Input>());
        },
      )
      .finally(() => {
        busy.current = false;
        setSubmitting(false);
      });
  };

  return {
    register,
    handleSubmit,
    errors,
    submitting,
    /** Starts the download; the form calls it on the visitor's first focus, press or input. */
    preload: () => void load().catch(() => undefined),
    setError: (name: Path<Input>, message: string) => form.current?.setError(name, { message }),
    /** A value React keeps (see `held`), passed on to the form's values. */
    setHeld: (name: Path<Input>, value: PathValue<Input, Path<Input>>) => {
      heldValues.current = { ...heldValues.current, [name]: value };
      form.current?.setValue(name, value);
    },
    reset: (values: Input) => {
      heldValues.current = { ...held };
      // Keep the fields' references: this form does not re-register them on the next render as useForm's would.
      form.current?.reset(values, { keepFieldsRef: true });
    },
  };
}
