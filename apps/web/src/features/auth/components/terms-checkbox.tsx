import type { SignUpFormInput } from "@somnia/shared/auth";
import { type Control, Controller } from "react-hook-form";
import { Link } from "react-router";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { Message } from "@/lib/i18n/message";

export function TermsCheckbox({ control, error }: { control: Control<SignUpFormInput>; error?: string }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field }) => (
            <Checkbox
              id="accept-terms"
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "accept-terms-error" : undefined}
            />
          )}
        />
        <label htmlFor="accept-terms" className="text-base">
          <Message
            id="auth.acceptTerms"
            components={{
              0: (
                <Link
                  to={paths.terms}
                  className="rounded font-semibold text-link underline underline-offset-4"
                />
              ),
            }}
          />
        </label>
      </div>
      {error ? <FieldError id="accept-terms-error">{error}</FieldError> : null}
    </div>
  );
}
