import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { Message } from "@/lib/i18n/message";
import { AppLink } from "@/lib/navigation";

/** The terms box, named `acceptTerms` and left to the form (its value "on" when ticked). */
export function TermsCheckbox({ error }: { error?: string }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-3">
        <Checkbox
          id="accept-terms"
          name="acceptTerms"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "accept-terms-error" : undefined}
        />
        <label htmlFor="accept-terms" className="text-base">
          <Message
            id="auth.acceptTerms"
            components={{
              0: (
                <AppLink
                  href={paths.terms}
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
