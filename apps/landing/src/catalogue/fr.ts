import type { LandingText } from "./en";

/** The landing host's text in French (docs/translations/fr.md: « vous »). */
export const fr: LandingText = {
  skip: "Aller au contenu",
  login: "Se connecter",
  language: "Langue :",
  footer: {
    label: "Informations légales et contact",
    terms: "Conditions",
    privacy: "Confidentialité",
    contact: "Contact",
  },
  home: {
    title: "Somnia · Votre journal de rêves privé",
    description:
      "Somnia est un journal de rêves privé : notez vos rêves chaque matin et explorez-les avec un analyste IA qui apprend ce qu’ils signifient pour vous.",
    heading: "Souvenez-vous de vos rêves. Comprenez ce qu’ils vous disent.",
    intro:
      "Somnia est un journal de rêves privé, doté d’un analyste et d’un interprète de rêves IA qui apprennent ce que vos rêves signifient pour vous.",
    getStarted: "Commencer",
    picture:
      "L’analyseur de rêves de Somnia à l’œuvre : un rêve de phare au bord de la mer, la brève lecture de l’analyste, puis ses questions et la réponse de la rêveuse.",
    featuresHeading: "Fonctionnalités",
    features: [
      {
        title: "Journal de rêves",
        text: "Notez un rêve en une minute chaque matin, avec sa date, un titre et des étiquettes, et regardez votre série grandir sur le calendrier.",
      },
      {
        title: "Analyse par l’IA",
        text: "Un analyste vous propose une brève lecture et vous pose quelques questions ; l’interprète lit ensuite vos rêves à la lumière de vos réponses et de vos rêves récurrents.",
      },
      {
        title: "La confidentialité d’abord",
        text: "Vos rêves sont chiffrés avec une clé qui vous est propre, jamais vendus ni utilisés à des fins publicitaires. Exportez ou supprimez tout, à tout moment.",
      },
    ],
    closingHeading: "Vos rêves n’attendent que d’être notés.",
    closingAction: "Commencer mon journal de rêves",
  },
  terms: {
    description: "Les conditions d’utilisation de Somnia, le journal de rêves privé.",
    back: "← Retour à Somnia",
  },
  authError: {
    title: "Connexion · Somnia",
    description: "Retour vers Somnia.",
    heading: "Retour vers Somnia…",
    text: "La connexion n’a pas abouti. {link} pour en connaître la raison et réessayer.",
    link: "Continuer vers Somnia",
  },
  notFound: {
    title: "Rêve introuvable · Somnia",
    heading: "Rêve introuvable",
    text: "Cette page s’est évanouie comme un rêve à l’aube.",
    back: "Retour à l’accueil",
  },
};
