import { MINIMUM_AGE, type TermsDocument } from "../terms";

/** The Terms of Service in Italian (docs/translations/it.md); the English version prevails. */
export const terms: TermsDocument = {
  title: "Termini di servizio",
  lastUpdated: "Ultimo aggiornamento: {date}",
  intro: "Leggi attentamente questi termini prima di usare Somnia.",
  prevails:
    "Questa traduzione è fornita per comodità. In caso di differenze rispetto alla versione inglese, prevale la versione inglese.",
  sections: [
    {
      id: "use-of-service",
      title: "Uso del servizio",
      paragraphs: [
        "Somnia è un diario dei sogni privato con un analista e un interprete dei sogni basati sull’IA. Creando un account o usando Somnia accetti questi termini. Se non li accetti, ti chiediamo di non usare il servizio.",
        `Per usare Somnia devi avere almeno ${MINIMUM_AGE} anni. Se nel luogo in cui vivi non hai ancora raggiunto la maggiore età, puoi usare Somnia solo con il permesso di un genitore o di chi ne fa le veci.`,
        "Usa Somnia nel rispetto della legge e per il tuo diario personale. Non tentare di accedere agli account di altre persone, di compromettere il funzionamento del servizio o di usarlo per archiviare contenuti che non hai il diritto di archiviare.",
      ],
    },
    {
      id: "user-content",
      title: "I tuoi contenuti",
      paragraphs: [
        "I sogni, i tag, le risposte e le note che scrivi in Somnia sono tuoi. Ne conservi tutti i diritti.",
        "Ci autorizzi a conservare e trattare i tuoi contenuti solo nella misura necessaria a fornirti il servizio: salvare il tuo diario, mostrartelo e produrre le analisi e le interpretazioni che richiedi. Non vendiamo i tuoi contenuti e non li usiamo per mostrarti pubblicità.",
        "Sei responsabile di ciò che scrivi e di conservare una copia di tutto ciò che non puoi permetterti di perdere.",
      ],
    },
    {
      id: "privacy",
      title: "Privacy",
      paragraphs: [
        [
          "Il modo in cui raccogliamo, proteggiamo e usiamo i tuoi dati è descritto nella nostra ",
          { link: "privacy", text: "Informativa sulla privacy" },
          ", che fa parte di questi termini.",
        ],
      ],
    },
    {
      id: "not-medical-advice",
      title: "Le interpretazioni dell’IA non sono consigli medici",
      paragraphs: [
        "Le analisi e le interpretazioni di Somnia sono prodotte automaticamente da un software. Sono offerte solo come spunto di riflessione e di conoscenza di sé. Possono essere incomplete o sbagliate.",
        "Non costituiscono consulenza, diagnosi o trattamento medico, psicologico o psichiatrico e non sostituiscono un professionista qualificato. Se il tuo sonno, i tuoi sogni o la tua salute mentale ti preoccupano, parlane con un medico o con un terapeuta. In caso di emergenza, contatta i servizi di emergenza locali.",
      ],
    },
    {
      id: "account-and-data",
      title: "Il tuo account e i tuoi dati",
      paragraphs: [
        "Mantieni segreta la tua password e avvisaci subito se pensi che qualcun altro abbia usato il tuo account. Sei responsabile delle attività svolte con il tuo account.",
        "Puoi far eliminare il tuo account in qualsiasi momento. L’eliminazione rimuove il tuo profilo e tutti i tuoi sogni, le tue analisi e le tue interpretazioni, e non può essere annullata.",
        "Possiamo sospendere un account che viola questi termini o che mette a rischio il servizio o altre persone.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Proprietà intellettuale",
      paragraphs: [
        "Il nome, il logo, il software e il design di Somnia appartengono al team di Somnia e sono tutelati dalla legge. Questi termini ti concedono un diritto personale e non trasferibile di usare il servizio; non ti conferiscono alcun altro diritto sul nostro nome, sul nostro logo o sul nostro software. I tuoi contenuti restano tuoi, come descritto sopra.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitazione di responsabilità",
      paragraphs: [
        "Somnia è fornito «così com’è». Ci impegniamo a mantenerlo disponibile e a proteggere i tuoi dati, ma non possiamo garantire che il servizio sia sempre privo di interruzioni o di errori.",
        "Nei limiti consentiti dalla legge, non siamo responsabili di perdite indirette o consequenziali, né delle decisioni che prendi sulla base di un’analisi o di un’interpretazione. Nulla in questi termini limita una responsabilità che per legge non può essere limitata.",
      ],
    },
    {
      id: "changes",
      title: "Modifiche a questi termini",
      paragraphs: [
        "Possiamo aggiornare questi termini. In tal caso modifichiamo la data in cima a questa pagina e, per le modifiche importanti, ti avvisiamo nell’app o via email prima che entrino in vigore. Se continui a usare Somnia dopo l’entrata in vigore di una modifica, si applicano i nuovi termini.",
      ],
    },
    {
      id: "contact",
      title: "Contatti",
      paragraphs: [["Domande su questi termini? Scrivici all’indirizzo ", { email: true }, "."]],
    },
  ],
};
