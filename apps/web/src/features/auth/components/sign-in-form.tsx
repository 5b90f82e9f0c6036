import { zodResolver } from "@hookform/resolvers/zod";
import { type SignInInput, signInSchema } from "@somnia/shared/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { sharedMessage, t } from "@/lib/i18n/translate";

const linkClass = "rounded font-semibold text-link underline-offset-4 hover:underline";

/** On success the session updates and the auth route sends the user on. */
export function SignInForm() {
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setPending(true);
    const { error } = await authClient.signIn.email({ email, password });
    if (error) {
      setPending(false);
      console.warn("Sign in failed", error);
      toast.error(t("auth.signInFailed"), {
        description: error.message ? sharedMessage(error.message) : error.statusText,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t("auth.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label={t("auth.password")} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="-mt-1 text-right">
        <Link to={paths.forgotPassword} className={linkClass}>
          {t("auth.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
      <p className="text-center">
        <Link to={{ search: "?tab=signup" }} state={location.state} replace className={linkClass}>
          {t("auth.newToSomnia")}
        </Link>
      </p>
    </form>
  );
}
