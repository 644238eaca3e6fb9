import type { FormErrors } from '@mantine/form';

export type Validate<Values> = (values: Values) => FormErrors;

export const VALIDATION_LOAD_FAILED = 'The form could not be checked. Check your connection and try again.';

/**
 * A form's validator whose code is fetched on first need rather than with the page: for a first screen whose
 * shared schemas bring zod (27 kB gzip) before anyone has typed. `prepare()` starts the download (on a field's
 * first focus) and resolves once it is here; a failed download is tried again on the next call. `validate` is
 * the form's `validate` and may run only after `prepare()` has resolved: a submit waits for it.
 */
export function lazyValidator<Values>(load: () => Promise<Validate<Values>>) {
  let loaded: Validate<Values> | undefined;
  let loading: Promise<void> | undefined;
  return {
    prepare(): Promise<void> {
      loading ??= load().then(
        (validate) => {
          loaded = validate;
        },
        (error: unknown) => {
          loading = undefined;
          throw new Error(VALIDATION_LOAD_FAILED, { cause: error });
        },
      );
      return loading;
    },
    validate(values: Values): FormErrors {
      if (!loaded) throw new Error('lazyValidator: validate() ran before prepare() resolved');
      return loaded(values);
    },
  };
}
