import type { DreamLanguage } from "./dream-language";

/**
 * What the analyst says of a dream written in a language it does not read (yet), in the reader's
 * own language (docs/decisions/044-dream-language.md): a plain note that it has not guessed at the
 * dream's meaning, and general questions, each language's written as its speakers would ask them.
 */
export interface UnreadWords {
  note: string;
  questions: readonly string[];
}

const NNBSP = "\u202f";

export const UNREAD: Record<DreamLanguage, UnreadWords> = {
  en: {
    note: "The built-in analyst reads English, French, Spanish, German, Italian and Portuguese; it cannot analyse a dream written in another language yet, so it has not guessed at its meaning. The questions below are general ones, and your own answers are what matter most.",
    questions: [
      "What feeling was strongest in this dream, and when did you last feel it while awake?",
      "Which image or moment from the dream stays with you most, and why?",
      "What was happening in your life in the days before this dream?",
      "Who appeared in this dream, and what is your relationship with them like now?",
      "Where did this dream take place, and does that place mean something to you?",
      "If you could change how this dream ended, what would happen instead?",
      "What did you do in this dream, and would you act the same way awake?",
      "How did you feel in the first moments after waking up?",
      "Does this dream remind you of an earlier dream you have had?",
      "If you gave this dream a title, what would it be, and why?",
    ],
  },
  fr: {
    note: `L’analyste intégré lit l’anglais, le français, l’espagnol, l’allemand, l’italien et le portugais${NNBSP}; il ne peut pas encore analyser un rêve écrit dans une autre langue, et n’a donc rien deviné de son sens. Les questions ci-dessous sont générales${NNBSP}; ce sont vos propres réponses qui comptent le plus.`,
    questions: [
      `Quelle émotion était la plus forte dans ce rêve, et quand l’avez-vous ressentie pour la dernière fois dans la journée${NNBSP}?`,
      `Quelle image ou quel moment du rêve vous reste le plus, et pourquoi${NNBSP}?`,
      `Que se passait-il dans votre vie les jours qui ont précédé ce rêve${NNBSP}?`,
      `Qui apparaissait dans ce rêve, et quelle relation avez-vous avec cette personne aujourd’hui${NNBSP}?`,
      `Où ce rêve se passait-il, et ce lieu a-t-il un sens pour vous${NNBSP}?`,
      `Si vous pouviez changer la fin de ce rêve, que se passerait-il à la place${NNBSP}?`,
      `Qu’avez-vous fait dans ce rêve, et agiriez-vous de la même façon dans la vie réelle${NNBSP}?`,
      `Qu’avez-vous ressenti dans les premiers instants après le réveil${NNBSP}?`,
      `Ce rêve vous rappelle-t-il un rêve que vous avez déjà fait${NNBSP}?`,
      `Si vous donniez un titre à ce rêve, lequel serait-ce, et pourquoi${NNBSP}?`,
    ],
  },
  es: {
    note: "El analista integrado lee inglés, francés, español, alemán, italiano y portugués; todavía no puede analizar un sueño escrito en otro idioma, así que no ha intentado adivinar su significado. Las preguntas de abajo son generales; lo que más importa son tus propias respuestas.",
    questions: [
      "¿Qué emoción fue la más fuerte en este sueño, y cuándo la sentiste por última vez en tu día a día?",
      "¿Qué imagen o qué momento del sueño se te ha quedado más grabado, y por qué?",
      "¿Qué estaba pasando en tu vida los días antes de este sueño?",
      "¿Quién aparecía en este sueño, y cómo es hoy tu relación con esa persona?",
      "¿Dónde transcurría este sueño, y ese lugar significa algo para ti?",
      "Si pudieras cambiar el final de este sueño, ¿qué pasaría en su lugar?",
      "¿Qué hiciste en este sueño, y actuarías igual en la vida real?",
      "¿Qué sentiste en los primeros momentos después de despertar?",
      "¿Te recuerda este sueño a otro que hayas tenido antes?",
      "Si le pusieras un título a este sueño, ¿cuál sería, y por qué?",
    ],
  },
  de: {
    note: "Der eingebaute Analyst liest Englisch, Französisch, Spanisch, Deutsch, Italienisch und Portugiesisch. Einen Traum in einer anderen Sprache kann er noch nicht analysieren, deshalb hat er nichts in ihn hineingedeutet. Die Fragen unten sind allgemein gehalten – am wichtigsten sind deine eigenen Antworten.",
    questions: [
      "Welches Gefühl war in diesem Traum am stärksten, und wann hast du es zuletzt im Wachleben gespürt?",
      "Welches Bild oder welcher Moment aus dem Traum geht dir am meisten nach, und warum?",
      "Was war in den Tagen vor diesem Traum in deinem Leben los?",
      "Wer kam in diesem Traum vor, und wie ist deine Beziehung zu dieser Person heute?",
      "Wo spielte dieser Traum, und bedeutet dir dieser Ort etwas?",
      "Wenn du das Ende dieses Traums ändern könntest, was würde stattdessen passieren?",
      "Was hast du in diesem Traum getan, und würdest du im Wachleben genauso handeln?",
      "Wie hast du dich in den ersten Momenten nach dem Aufwachen gefühlt?",
      "Erinnert dich dieser Traum an einen früheren Traum?",
      "Wenn du diesem Traum einen Titel geben müsstest, welcher wäre es, und warum?",
    ],
  },
  it: {
    note: "L’analista integrato legge inglese, francese, spagnolo, tedesco, italiano e portoghese; non può ancora analizzare un sogno scritto in un’altra lingua, quindi non ha provato a indovinarne il significato. Le domande qui sotto sono generali: ciò che conta di più sono le tue risposte.",
    questions: [
      "Qual è stata l’emozione più forte in questo sogno, e quando l’hai provata l’ultima volta nella vita di tutti i giorni?",
      "Quale immagine o quale momento del sogno ti è rimasto più impresso, e perché?",
      "Che cosa succedeva nella tua vita nei giorni prima di questo sogno?",
      "Chi compariva in questo sogno, e com’è oggi il tuo rapporto con questa persona?",
      "Dove si svolgeva questo sogno, e quel luogo ha un significato per te?",
      "Se potessi cambiare il finale di questo sogno, che cosa succederebbe invece?",
      "Che cosa hai fatto in questo sogno, e nella vita reale agiresti allo stesso modo?",
      "Che cosa hai provato nei primi momenti dopo il risveglio?",
      "Questo sogno ti ricorda un sogno che hai già fatto?",
      "Se dovessi dare un titolo a questo sogno, quale sarebbe, e perché?",
    ],
  },
  pt: {
    note: "O analista integrado lê inglês, francês, espanhol, alemão, italiano e português; ele ainda não consegue analisar um sonho escrito em outro idioma, então não tentou adivinhar o significado. As perguntas abaixo são gerais; o que mais importa são as suas respostas.",
    questions: [
      "Qual foi o sentimento mais forte neste sonho, e quando foi a última vez que você o sentiu no dia a dia?",
      "Que imagem ou momento do sonho ficou mais marcado para você, e por quê?",
      "O que estava acontecendo na sua vida nos dias antes deste sonho?",
      "Quem aparecia neste sonho, e como é hoje a sua relação com essa pessoa?",
      "Onde este sonho se passava, e esse lugar significa algo para você?",
      "Se você pudesse mudar o final deste sonho, o que aconteceria no lugar?",
      "O que você fez neste sonho, e agiria da mesma forma na vida real?",
      "Como você se sentiu nos primeiros momentos depois de acordar?",
      "Este sonho lembra algum outro sonho que você já teve?",
      "Se você desse um título a este sonho, qual seria, e por quê?",
    ],
  },
};
