import { cloneElement, type ReactElement, useId } from "react";
import { messageText, useCatalogue } from "@/lib/i18n/translate";
import { Label } from "./label";

type FieldControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/** Label, control and the field's error (announced, linked with aria-describedby). */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactElement<FieldControlProps>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** A field's error: a shared schema's message code (packages/shared) in the active locale, or text already worded. */
export function FieldError({ id, children }: { id: string; children: string }) {
  useCatalogue();
  return (
    <p id={id} role="alert" className="text-base font-medium text-danger">
      {messageText(children, undefined, children)}
    </p>
  );
}
