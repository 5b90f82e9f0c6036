import type { LandingText } from "./en";

/** The landing host's text in German (docs/translations/de.md: „du“). */
export const de: LandingText = {
  skip: "Zum Inhalt springen",
  login: "Anmelden",
  language: "Sprache:",
  footer: {
    label: "Rechtliches und Kontakt",
    terms: "Nutzungsbedingungen",
    privacy: "Datenschutz",
    contact: "Kontakt",
  },
  home: {
    title: "Somnia · Dein privates Traumtagebuch",
    description:
      "Somnia ist ein privates Traumtagebuch: Halte jeden Morgen deine Träume fest und erkunde sie mit einem KI-Analysten, der lernt, was sie dir bedeuten.",
    heading: "Erinnere dich an deine Träume. Verstehe, was sie dir sagen.",
    intro:
      "Somnia ist ein privates Traumtagebuch mit einem KI-Analysten und einem KI-Traumdeuter, die lernen, was deine Träume dir bedeuten.",
    getStarted: "Loslegen",
    picture:
      "Die Traumanalyse von Somnia bei der Arbeit: ein Traum von einem Leuchtturm am Meer, die kurze Deutung und die Fragen dazu mit der Antwort der Träumerin.",
    featuresHeading: "Funktionen",
    features: [
      {
        title: "Traumtagebuch",
        text: "Halte jeden Morgen in einer Minute einen Traum fest, mit Datum, Titel und Schlagwörtern, und sieh zu, wie deine Serie im Kalender wächst.",
      },
      {
        title: "KI-Analyse",
        text: "Ein Analyst gibt dir eine kurze Deutung und stellt dir ein paar Fragen; der Traumdeuter liest deine Träume dann im Licht deiner Antworten und deiner wiederkehrenden Träume.",
      },
      {
        title: "Privatsphäre zuerst",
        text: "Deine Träume werden mit deinem eigenen Schlüssel verschlüsselt, nie verkauft und nie für Werbung genutzt. Exportiere oder lösche alles, wann immer du willst.",
      },
    ],
    closingHeading: "Deine Träume warten darauf, festgehalten zu werden.",
    closingAction: "Traumtagebuch beginnen",
  },
  terms: {
    description: "Die Nutzungsbedingungen von Somnia, dem privaten Traumtagebuch.",
    back: "← Zurück zu Somnia",
  },
  authError: {
    title: "Anmeldung · Somnia",
    description: "Es geht zurück zu Somnia.",
    heading: "Es geht zurück zu Somnia…",
    text: "Die Anmeldung wurde nicht abgeschlossen. {link}, um den Grund zu sehen und es noch einmal zu versuchen.",
    link: "Weiter zu Somnia",
  },
  notFound: {
    title: "Traum nicht gefunden · Somnia",
    heading: "Traum nicht gefunden",
    text: "Diese Seite ist verflogen wie ein Traum im Morgengrauen.",
    back: "Zur Startseite",
  },
};
