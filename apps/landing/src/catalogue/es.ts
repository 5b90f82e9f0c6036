import type { LandingText } from "./en";

/** The landing host's text in Spanish (docs/translations/es.md: «tú»). */
export const es: LandingText = {
  skip: "Saltar al contenido",
  login: "Iniciar sesión",
  language: "Idioma:",
  footer: {
    label: "Información legal y contacto",
    terms: "Términos",
    privacy: "Política de privacidad",
    contact: "Contacto",
  },
  home: {
    title: "Somnia · Tu diario de sueños privado",
    description:
      "Somnia es un diario de sueños privado: registra tus sueños cada mañana y explóralos con un analista de IA que aprende lo que significan para ti.",
    heading: "Recuerda tus sueños. Entiende lo que te dicen.",
    intro:
      "Somnia es un diario de sueños privado con un analista y un intérprete de sueños con IA que aprenden lo que tus sueños significan para ti.",
    getStarted: "Empezar",
    picture:
      "El analizador de sueños de Somnia en acción: un sueño sobre un faro junto al mar, la breve lectura del analista y sus preguntas con la respuesta de quien soñó.",
    featuresHeading: "Funciones",
    features: [
      {
        title: "Diario de sueños",
        text: "Escribe un sueño en un minuto cada mañana, con su fecha, un título y etiquetas, y mira cómo crece tu racha en el calendario.",
      },
      {
        title: "Análisis con IA",
        text: "Un analista te da una breve lectura y te hace algunas preguntas; después, el intérprete lee tus sueños a la luz de tus respuestas y de tus sueños recurrentes.",
      },
      {
        title: "Privacidad ante todo",
        text: "Tus sueños se cifran con una clave propia y nunca se venden ni se usan para publicidad. Exporta o elimina todo cuando quieras.",
      },
    ],
    closingHeading: "Tus sueños esperan que los escribas.",
    closingAction: "Empezar mi diario de sueños",
  },
  terms: {
    description: "Los términos del servicio de Somnia, el diario de sueños privado.",
    back: "← Volver a Somnia",
  },
  authError: {
    title: "Inicio de sesión · Somnia",
    description: "Te llevamos de vuelta a Somnia.",
    heading: "Volviendo a Somnia…",
    text: "No se pudo completar el inicio de sesión. {link} para ver qué pasó y volver a intentarlo.",
    link: "Continúa en Somnia",
  },
  notFound: {
    title: "Sueño no encontrado · Somnia",
    heading: "Sueño no encontrado",
    text: "Esta página se desvaneció como un sueño al amanecer.",
    back: "Volver a la página de inicio",
  },
};
