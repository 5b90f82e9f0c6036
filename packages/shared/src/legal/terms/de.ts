import { MINIMUM_AGE, type TermsDocument } from "../terms";

/** The Terms of Service in German (docs/translations/de.md); the English version prevails. */
export const terms: TermsDocument = {
  title: "Nutzungsbedingungen",
  lastUpdated: "Stand: {date}",
  intro: "Bitte lies diese Bedingungen sorgfältig, bevor du Somnia nutzt.",
  prevails:
    "Diese Übersetzung wird dir zur Erleichterung bereitgestellt. Bei Abweichungen von der englischen Fassung ist die englische Fassung maßgeblich.",
  sections: [
    {
      id: "use-of-service",
      title: "Nutzung des Dienstes",
      paragraphs: [
        "Somnia ist ein privates Traumtagebuch mit einem KI-Analysten und einem KI-Traumdeuter. Indem du ein Konto erstellst oder Somnia nutzt, stimmst du diesen Bedingungen zu. Wenn du nicht einverstanden bist, nutze den Dienst bitte nicht.",
        `Du musst mindestens ${MINIMUM_AGE} Jahre alt sein, um Somnia zu nutzen. Bist du nach dem Recht deines Wohnorts noch nicht volljährig, darfst du Somnia nur mit Erlaubnis eines Elternteils oder einer anderen erziehungsberechtigten Person nutzen.`,
        "Nutze Somnia rechtmäßig und für dein eigenes Tagebuch. Versuche nicht, auf die Konten anderer zuzugreifen, den Dienst zu stören oder darin Inhalte zu speichern, zu deren Speicherung du nicht berechtigt bist.",
      ],
    },
    {
      id: "user-content",
      title: "Deine Inhalte",
      paragraphs: [
        "Die Träume, Schlagwörter, Antworten und Notizen, die du in Somnia schreibst, gehören dir. Du behältst alle Rechte daran.",
        "Du erlaubst uns, deine Inhalte nur so weit zu speichern und zu verarbeiten, wie es nötig ist, um den Dienst für dich zu betreiben: um dein Tagebuch zu speichern, es dir anzuzeigen und die Analysen und Deutungen zu erstellen, die du anforderst. Wir verkaufen deine Inhalte nicht und nutzen sie nicht, um dir Werbung zu zeigen.",
        "Du bist für das verantwortlich, was du schreibst, und dafür, eine Kopie von allem aufzubewahren, was du nicht verlieren darfst.",
      ],
    },
    {
      id: "privacy",
      title: "Datenschutz",
      paragraphs: [
        [
          "Wie wir deine Daten erheben, schützen und verwenden, beschreibt unsere ",
          { link: "privacy", text: "Datenschutzerklärung" },
          ", die Teil dieser Bedingungen ist.",
        ],
      ],
    },
    {
      id: "not-medical-advice",
      title: "KI-Deutungen sind keine medizinische Beratung",
      paragraphs: [
        "Analysen und Deutungen in Somnia werden automatisch von einer Software erstellt. Sie dienen ausschließlich der Reflexion und der Selbsterkenntnis. Sie können unvollständig oder falsch sein.",
        "Sie sind keine medizinische, psychologische oder psychiatrische Beratung, Diagnose oder Behandlung und ersetzen keine qualifizierte Fachperson. Wenn du dir Sorgen um deinen Schlaf, deine Träume oder deine psychische Gesundheit machst, sprich bitte mit einer Ärztin, einem Arzt oder einer therapeutischen Fachperson. Wende dich im Notfall an den örtlichen Notruf.",
      ],
    },
    {
      id: "account-and-data",
      title: "Dein Konto und deine Daten",
      paragraphs: [
        "Halte dein Passwort geheim und sag uns sofort Bescheid, wenn du glaubst, dass jemand anderes dein Konto benutzt hat. Du bist für alle Aktivitäten unter deinem Konto verantwortlich.",
        "Du kannst dein Konto jederzeit löschen lassen. Dabei werden dein Profil und alle deine Träume, Analysen und Deutungen entfernt; das lässt sich nicht rückgängig machen.",
        "Wir können ein Konto sperren, das gegen diese Bedingungen verstößt oder den Dienst oder andere Menschen gefährdet.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Geistiges Eigentum",
      paragraphs: [
        "Der Name Somnia, das Logo, die Software und das Design gehören dem Somnia-Team und sind gesetzlich geschützt. Diese Bedingungen geben dir ein persönliches, nicht übertragbares Recht, den Dienst zu nutzen; weitere Rechte an unserem Namen, unserem Logo oder unserer Software erhältst du dadurch nicht. Deine eigenen Inhalte bleiben, wie oben beschrieben, deine.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Haftungsbeschränkung",
      paragraphs: [
        "Somnia wird „wie besehen“ bereitgestellt. Wir setzen uns dafür ein, dass der Dienst verfügbar bleibt und deine Daten sicher sind, können aber nicht versprechen, dass er immer unterbrechungs- und fehlerfrei funktioniert.",
        "Soweit gesetzlich zulässig, haften wir weder für mittelbare Schäden oder Folgeschäden noch für Entscheidungen, die du auf Grundlage einer Analyse oder Deutung triffst. Nichts in diesen Bedingungen beschränkt eine Haftung, die nach dem Gesetz nicht beschränkt werden kann.",
      ],
    },
    {
      id: "changes",
      title: "Änderungen dieser Bedingungen",
      paragraphs: [
        "Wir können diese Bedingungen aktualisieren. In diesem Fall ändern wir das Datum oben auf dieser Seite, und über wesentliche Änderungen informieren wir dich in der App oder per E-Mail, bevor sie wirksam werden. Nutzt du Somnia weiter, nachdem eine Änderung wirksam geworden ist, gelten die neuen Bedingungen.",
      ],
    },
    {
      id: "contact",
      title: "Kontakt",
      paragraphs: [["Fragen zu diesen Bedingungen? Schreib uns an ", { email: true }, "."]],
    },
  ],
};
