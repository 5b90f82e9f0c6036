import { PublicLayout } from "@/components/layouts/public-layout";
import { AuthErrorView } from "@/features/auth/components/auth-error-view";
import { EmailConfirmation } from "@/features/auth/components/email-confirmation";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { SignupConfirmation } from "@/features/auth/components/signup-confirmation";

export function SignupConfirmationRoute() {
  return (
    <PublicLayout>
      <SignupConfirmation />
    </PublicLayout>
  );
}

export function EmailConfirmationRoute() {
  return (
    <PublicLayout>
      <EmailConfirmation />
    </PublicLayout>
  );
}

export function AuthErrorRoute() {
  return (
    <PublicLayout>
      <AuthErrorView />
    </PublicLayout>
  );
}

export function ForgotPasswordRoute() {
  return (
    <PublicLayout>
      <ForgotPasswordForm />
    </PublicLayout>
  );
}

export function ResetPasswordRoute() {
  return (
    <PublicLayout>
      <ResetPasswordForm />
    </PublicLayout>
  );
}
