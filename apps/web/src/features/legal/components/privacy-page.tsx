import { LEGAL_STRINGS } from "../strings";
import { LegalPage, type LegalSection, MailLink } from "./legal-page";

type PrivacyPageProps = { supportEmail: string; externalAiProvider: string | null };

function privacySections({ supportEmail, externalAiProvider }: PrivacyPageProps): LegalSection[] {
  return [
    {
      id: "google-sign-in",
      title: "Signing In with Google",
      body: (
        <>
          <p>
            If you choose "Continue with Google", Google shares your e-mail address, your name and your
            profile picture with Somnia. We use them only to create your account and to show it to you: the
            e-mail address identifies your account, and the name and picture appear on your profile.
          </p>
          <p>
            We do not receive your Google password, and we do not ask for access to your contacts, files,
            calendar or any other Google data.
          </p>
        </>
      ),
    },
    {
      id: "data-protection",
      title: "How We Protect Your Data",
      body: (
        <>
          <p>
            Your dream titles, dream texts and tags, the analyst's questions and your answers, the notes in
            your profile, and your analyses and interpretations are encrypted at rest with a key that belongs
            to your account alone (AES-256-GCM). That key is itself encrypted with a master key held by the
            server, separately from the database. A copy of the database alone reveals none of your dreams.
          </p>
          <p>
            When you delete your account, your key is destroyed, and with it the means to read anything
            written with it.
          </p>
          <p>
            Your password is never stored. We keep only a scrypt hash of it, which lets us check a password
            you enter without being able to recover it. Account details we need to sign you in, such as your
            e-mail address, are stored without this per-account encryption.
          </p>
          {externalAiProvider === null ? (
            <p>
              Analyses and interpretations are produced on Somnia's own server by its built-in analyst. The
              text of your dreams never leaves that server.
            </p>
          ) : (
            <p>
              To analyse a dream, Somnia sends the text of that dream to {externalAiProvider}, an external AI
              provider, which returns the analysis.
            </p>
          )}
          <p>
            Somnia sets only the cookies it needs to sign you in and keep you signed in. It uses no
            advertising or tracking cookies, and we do not sell your data.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your Rights",
      body: (
        <>
          <p>You stay in control of your data. At any time you can ask us to:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>give you access to your data and a copy of it in a portable format;</li>
            <li>correct data that is wrong or incomplete;</li>
            <li>delete your account and all of your data;</li>
            <li>stop processing your data, withdrawing any consent you gave.</li>
          </ul>
          <p>
            Many of these you can do yourself in the app, for example by editing your profile. For anything
            else, write to us at the address below.
          </p>
        </>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          Questions about your privacy or requests about your data? Write to us at{" "}
          <MailLink email={supportEmail} />.
        </p>
      ),
    },
  ];
}

export function PrivacyPage(props: PrivacyPageProps) {
  return (
    <LegalPage
      title={LEGAL_STRINGS.privacyTitle}
      intro={
        <p>
          Somnia is a private dream journal. This policy explains what we collect, how we protect it, and the
          choices you have. We collect only what we need to run your journal for you.
        </p>
      }
      sections={privacySections(props)}
    />
  );
}
