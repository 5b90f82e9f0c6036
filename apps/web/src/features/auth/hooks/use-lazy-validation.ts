import { useRef, useState } from "react";
import type { ZodType } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field (the top-level key of an issue's path). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form checked with one of packages/shared's schemas, fetched on the first submit so that the
 * page's first load carries no validation code. After that first submit every change re-checks
 * the form, so an error goes away as soon as it is fixed.
 */
export function useLazyValidation<T>(loadSchema: () => Promise<ZodType<T>>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const schema = useRef<ZodType<T> | null>(null);

  async function validate(values: unknown): Promise<T | null> {
    schema.current ??= await loadSchema();
    const result = schema.current.safeParse(values);
    setErrors(result.success ? {} : fieldErrors(result.error.issues));
    return result.success ? result.data : null;
  }

  return {
    errors,
    /** The parsed values, or null with the errors shown. */
    submit: validate,
    onChange(values: unknown) {
      if (schema.current) void validate(values);
    },
  };
}

/** A form's text fields by name (uncontrolled inputs keep what was typed before hydration). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}
