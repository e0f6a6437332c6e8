import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazyImport } from '@/lib/lazy-import';

const UNAVAILABLE = 'validationUnavailable';

/** A submit whose validation could not be loaded gets this root error: nothing is sent and every value stays. */
export const isValidationUnavailable = (errors: FieldErrors) => Boolean(errors.root?.[UNAVAILABLE]);

export function validationUnavailable<Input extends FieldValues>(): FieldErrors<Input> {
  const errors: FieldErrors<Input> = {};
  errors.root = { [UNAVAILABLE]: { type: UNAVAILABLE } };
  return errors;
}

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts the download on the visitor's first interaction, so validation is usually ready before it is needed. */
  preload: () => void;
}

/** A zod resolver fetched on first use, so a visitor who never touches the form never downloads zod; react-hook-form awaits it before validating or submitting. */
export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>): LazyResolver<Input, Output> {
  const load = lazyImport(() => Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) => zodResolver(schema)));

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let validate: Resolver<Input, unknown, Output>;
    try {
      validate = await load();
    } catch (error) {
      console.error(`Form validation could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      return { values: {}, errors: validationUnavailable<Input>() };
    }
    return validate(values, context, options);
  };

  return { resolver, preload: () => void load().catch(() => undefined) };
}
