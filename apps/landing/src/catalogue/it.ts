import type { LandingText } from "./en";

/** The landing host's text in Italian (docs/translations/it.md: «tu»). */
export const it: LandingText = {
  skip: "Vai al contenuto",
  login: "Accedi",
  language: "Lingua:",
  footer: {
    label: "Note legali e contatti",
    terms: "Termini",
    privacy: "Informativa sulla privacy",
    contact: "Contatti",
  },
  home: {
    title: "Somnia · Il tuo diario dei sogni privato",
    description:
      "Somnia è un diario dei sogni privato: annota i tuoi sogni ogni mattina ed esplorali con un analista IA che impara cosa significano per te.",
    heading: "Ricorda i tuoi sogni. Capisci cosa ti dicono.",
    intro:
      "Somnia è un diario dei sogni privato con un analista e un interprete dei sogni basati sull’IA, che imparano cosa significano per te i tuoi sogni.",
    getStarted: "Inizia",
    picture:
      "L’analista dei sogni di Somnia all’opera: un sogno su un faro sul mare, la sua breve lettura e le sue domande con la risposta di chi ha sognato.",
    featuresHeading: "Funzionalità",
    features: [
      {
        title: "Diario dei sogni",
        text: "Annota un sogno in un minuto ogni mattina, con la data, un titolo e dei tag, e guarda crescere la tua serie sul calendario.",
      },
      {
        title: "Analisi con l’IA",
        text: "Un analista ti offre una breve lettura e ti fa qualche domanda; poi l’interprete legge i tuoi sogni alla luce delle tue risposte e dei tuoi sogni ricorrenti.",
      },
      {
        title: "Privacy al primo posto",
        text: "I tuoi sogni sono cifrati con una chiave tutta tua, mai venduti e mai usati per la pubblicità. Esporta o elimina tutto in qualsiasi momento.",
      },
    ],
    closingHeading: "I tuoi sogni aspettano di essere annotati.",
    closingAction: "Inizia il tuo diario dei sogni",
  },
  terms: {
    description: "I termini di servizio di Somnia, il diario dei sogni privato.",
    back: "← Torna a Somnia",
  },
  authError: {
    title: "Accesso · Somnia",
    description: "Ti riportiamo su Somnia.",
    heading: "Ti stiamo riportando su Somnia…",
    text: "L’accesso non è stato completato. {link} per scoprire il motivo e riprovare.",
    link: "Continua su Somnia",
  },
  notFound: {
    title: "Sogno non trovato · Somnia",
    heading: "Sogno non trovato",
    text: "Questa pagina è svanita come un sogno all’alba.",
    back: "Torna alla home page",
  },
};
