import { MINIMUM_AGE, type TermsDocument } from "../terms";

/** The Terms of Service in English, the version that prevails. */
export const terms: TermsDocument = {
  title: "Terms of Service",
  lastUpdated: "Last updated: {date}",
  intro: "Please read these terms carefully before you use Somnia.",
  prevails:
    "This document is also available in French, Spanish, German, Italian and Portuguese. If a translation differs from the English version, the English version prevails.",
  sections: [
    {
      id: "use-of-service",
      title: "Use of the Service",
      paragraphs: [
        "Somnia is a private dream journal with an AI dream analyst and interpreter. By creating an account or using Somnia you agree to these terms. If you do not agree, please do not use the service.",
        `You must be at least ${MINIMUM_AGE} years old to use Somnia. If you are under the age of majority where you live, you may use Somnia only with the permission of a parent or guardian.`,
        "Use Somnia lawfully and for your own journal. Do not try to access other people's accounts, disrupt the service, or use it to store content that you have no right to store.",
      ],
    },
    {
      id: "user-content",
      title: "Your Content",
      paragraphs: [
        "The dreams, tags, answers and notes you write in Somnia are yours. You keep all rights to them.",
        "You allow us to store and process your content only as far as needed to run the service for you: to save your journal, to show it back to you, and to produce the analyses and interpretations you ask for. We do not sell your content and we do not use it to advertise to you.",
        "You are responsible for what you write and for keeping a copy of anything you cannot lose.",
      ],
    },
    {
      id: "privacy",
      title: "Privacy",
      paragraphs: [
        [
          "How we collect, protect and use your data is described in our ",
          { link: "privacy", text: "Privacy Policy" },
          ", which is part of these terms.",
        ],
      ],
    },
    {
      id: "not-medical-advice",
      title: "AI Interpretations Are Not Medical Advice",
      paragraphs: [
        "Analyses and interpretations in Somnia are produced automatically by software. They are offered for reflection and personal insight only. They may be incomplete or wrong.",
        "They are not medical, psychological or psychiatric advice, diagnosis or treatment, and they do not replace a qualified professional. If you are worried about your sleep, your dreams or your mental health, please talk to a doctor or therapist. In an emergency, contact your local emergency services.",
      ],
    },
    {
      id: "account-and-data",
      title: "Your Account and Data",
      paragraphs: [
        "Keep your password secret and tell us at once if you think someone else has used your account. You are responsible for activity under your account.",
        "You can have your account deleted at any time. Deleting it removes your profile and all of your dreams, analyses and interpretations, and this cannot be undone.",
        "We may suspend an account that breaks these terms or puts the service or other people at risk.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      paragraphs: [
        "The Somnia name, logo, software and design belong to the Somnia team and are protected by law. These terms give you a personal, non-transferable right to use the service; they do not give you any other right to our name, logo or software. Your own content stays yours, as described above.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      paragraphs: [
        'Somnia is provided "as is". We work to keep it available and your data safe, but we cannot promise that the service will always be uninterrupted or free of errors.',
        "To the extent the law allows, we are not liable for indirect or consequential losses, or for decisions you make based on an analysis or interpretation. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      paragraphs: [
        "We may update these terms. When we do, we change the date at the top of this page, and for significant changes we tell you in the app or by e-mail before they take effect. If you keep using Somnia after a change takes effect, the new terms apply.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [["Questions about these terms? Write to us at ", { email: true }, "."]],
    },
  ],
};
