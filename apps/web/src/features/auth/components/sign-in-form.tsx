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
import { AUTH_STRINGS as S } from "../strings";

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
      toast.error(S.signInFailed, { description: error.message ?? error.statusText });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={S.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label={S.password} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="-mt-1 text-right">
        <Link to={paths.forgotPassword} className={linkClass}>
          {S.forgotPassword}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? S.signingIn : S.signIn}
      </Button>
      <p className="text-center">
        <Link to={{ search: "?tab=signup" }} state={location.state} replace className={linkClass}>
          {S.newToSomnia}
        </Link>
      </p>
    </form>
  );
}
