import type { Transporter } from "nodemailer";
import type { Mailer } from "./types";

/** Mail through SMTP_URL. nodemailer (about 10 MB in memory) is loaded by the first message sent. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    async send({ to, subject, text }) {
      await (await open()).sendMail({ from, to, subject, text });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
