'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { createFormControl, FieldErrors, FieldValues, Path, PathValue, SubmitErrorHandler, SubmitHandler, UseFormRegisterReturn } from 'react-hook-form';
import { validationUnavailable, type LazyResolver } from './lazy-resolver';

type FormControl<Input extends FieldValues, Output> = ReturnType<typeof createFormControl<Input, unknown, Output>>;

interface LazyFormOptions<Input extends FieldValues, Output> {
  validation: LazyResolver<Input, Output>;
  /** Values React keeps rather than a field on the page (e.g. a checkbox list), handed to the form on submit. */
  held?: Partial<Input>;
}

/**
 * react-hook-form, fetched on the visitor's first touch of the form instead of with the page (13.5 kB gzip).
 * The fields are plain server-rendered inputs until then; when the library arrives it takes them over as they
 * are, so whatever was typed meanwhile stays. A submit made before it arrives waits for it.
 */
export function useLazyForm<Input extends FieldValues, Output>({ validation, held = {} }: LazyFormOptions<Input, Output>) {
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const fields = useRef(new Map<string, HTMLElement>());
  // Fields left before the library arrived: replayed on arrival, so 'onTouched' counts them as touched.
  const leftEarly = useRef(new Set<string>());
  const form = useRef<FormControl<Input, Output> | undefined>(undefined);
  const loading = useRef<Promise<FormControl<Input, Output>> | undefined>(undefined);

  const load = () =>
    (loading.current ??= import('react-hook-form').then(
      ({ createFormControl }) => {
        const created = createFormControl<Input, unknown, Output>({ resolver: validation.resolver, mode: 'onTouched', shouldFocusError: false });
        // No default values: registering a field then reads what it holds now instead of overwriting it.
        for (const [name, element] of fields.current) created.register(name as Path<Input>).ref(element);
        created.subscribe({ formState: { errors: true }, callback: (state) => setErrors({ ...state.errors } as FieldErrors<Input>) });
        for (const name of leftEarly.current) {
          const element = fields.current.get(name);
          if (element) void created.register(name as Path<Input>).onBlur({ target: element, type: 'blur' });
        }
        leftEarly.current.clear();
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
    onBlur: async (event) => {
      if (form.current) return form.current.register(name).onBlur(event);
      leftEarly.current.add(name);
    },
  });

  const handleSubmit = (onValid: SubmitHandler<Output>, onInvalid: SubmitErrorHandler<Input>) => (event: FormEvent) => {
    event.preventDefault();
    // One submit at a time, from the press until the answer (or the error) is shown.
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    load()
      .then(
        (ready) => {
          for (const [name, value] of Object.entries(held)) ready.setValue(name as Path<Input>, value as PathValue<Input, Path<Input>>);
          return ready.handleSubmit(onValid, onInvalid)();
        },
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
    /** Starts fetching the library and the validation; the form calls it on the visitor's first focus, press or input. */
    preload: () => {
      load().catch(() => undefined);
      validation.preload();
    },
    setError: (name: Path<Input>, message: string) => form.current?.setError(name, { message }),
    reset: (values: Input) => {
      // Keep the fields' references: this form does not re-register them on the next render as useForm's would.
      form.current?.reset(values, { keepFieldsRef: true });
    },
  };
}
