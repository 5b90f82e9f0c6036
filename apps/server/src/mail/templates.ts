import type { MailMessage } from "./types";

/** The e-mails Somnia sends. Plain text, one link per line. */

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your e-mail for Somnia",
    text: `Hello ${name},

Welcome to Somnia, your private dream journal. Please confirm your e-mail address by opening this link:

${url}

If you did not create a Somnia account, you can ignore this e-mail.

Sweet dreams,
The Somnia team`,
  };
}

export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Reset your Somnia password",
    text: `Hello ${name},

Someone (hopefully you) asked to reset the password of your Somnia account. To choose a new password, open this link:

${url}

Resetting your password signs you out everywhere. If you did not ask for this, you can ignore this e-mail; your password stays the same.

The Somnia team`,
  };
}

export function existingAccountEmail(to: string, name: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: "Someone tried to sign up to Somnia with your e-mail",
    text: `Hello ${name},

Someone tried to create a new Somnia account with this e-mail address, but you already have one. If it was you, sign in here (or use "Forgot password?" on that page):

${signInUrl}

If it was not you, you can ignore this e-mail; nothing has changed.

The Somnia team`,
  };
}

export function dreamReminderEmail(
  to: string,
  name: string,
  logUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  return {
    to,
    subject: "Time to write down your dream",
    text: `Good morning ${name},

Before it fades, write down what you dreamt last night. One click opens your journal, ready to log it:

${logUrl}

You asked Somnia to remind you; you can change the time and days in your Profile. To stop these reminders:

${unsubscribeUrl}

Sweet dreams,
The Somnia team`,
  };
}
