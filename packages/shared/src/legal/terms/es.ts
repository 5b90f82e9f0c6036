import { MINIMUM_AGE, type TermsDocument } from "../terms";

/** The Terms of Service in Spanish (docs/translations/es.md); the English version prevails. */
export const terms: TermsDocument = {
  title: "Términos del servicio",
  lastUpdated: "Última actualización: {date}",
  intro: "Lee atentamente estos términos antes de usar Somnia.",
  prevails:
    "Esta traducción se ofrece para tu comodidad. Si difiere de la versión en inglés, prevalece la versión en inglés.",
  sections: [
    {
      id: "use-of-service",
      title: "Uso del servicio",
      paragraphs: [
        "Somnia es un diario de sueños privado con un analista y un intérprete de sueños basados en IA. Al crear una cuenta o usar Somnia, aceptas estos términos. Si no estás de acuerdo con ellos, no uses el servicio.",
        `Debes tener al menos ${MINIMUM_AGE} años para usar Somnia. Si eres menor de edad según las leyes del lugar donde vives, solo puedes usar Somnia con el permiso de tu madre, tu padre o tu tutor legal.`,
        "Usa Somnia de forma lícita y para tu propio diario. No intentes acceder a cuentas de otras personas, interrumpir el servicio ni usarlo para almacenar contenido que no tengas derecho a almacenar.",
      ],
    },
    {
      id: "user-content",
      title: "Tu contenido",
      paragraphs: [
        "Los sueños, etiquetas, respuestas y notas que escribes en Somnia son tuyos. Conservas todos los derechos sobre ellos.",
        "Nos autorizas a almacenar y procesar tu contenido solo en la medida necesaria para prestarte el servicio: guardar tu diario, mostrártelo y generar los análisis e interpretaciones que pidas. No vendemos tu contenido ni lo usamos para mostrarte publicidad.",
        "Eres responsable de lo que escribes y de conservar una copia de todo lo que no puedas permitirte perder.",
      ],
    },
    {
      id: "privacy",
      title: "Privacidad",
      paragraphs: [
        [
          "La forma en que recopilamos, protegemos y usamos tus datos se describe en nuestra ",
          { link: "privacy", text: "Política de privacidad" },
          ", que forma parte de estos términos.",
        ],
      ],
    },
    {
      id: "not-medical-advice",
      title: "Las interpretaciones de la IA no son consejo médico",
      paragraphs: [
        "Los análisis e interpretaciones de Somnia los genera automáticamente un software. Se ofrecen solo como ayuda para la reflexión y el autoconocimiento. Pueden ser incompletos o incorrectos.",
        "No constituyen consejo, diagnóstico ni tratamiento médico, psicológico o psiquiátrico, y no sustituyen la ayuda de un profesional. Si te preocupan tu descanso, tus sueños o tu salud mental, habla con un médico o un terapeuta. En caso de emergencia, comunícate con los servicios de emergencia de tu zona.",
      ],
    },
    {
      id: "account-and-data",
      title: "Tu cuenta y tus datos",
      paragraphs: [
        "Mantén tu contraseña en secreto y avísanos de inmediato si crees que otra persona usó tu cuenta. Eres responsable de la actividad que se realice con tu cuenta.",
        "Puedes pedir que se elimine tu cuenta en cualquier momento. Al eliminarla se borran tu perfil y todos tus sueños, análisis e interpretaciones, y esta acción no se puede deshacer.",
        "Podemos suspender una cuenta que incumpla estos términos o que ponga en riesgo el servicio o a otras personas.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Propiedad intelectual",
      paragraphs: [
        "El nombre, el logotipo, el software y el diseño de Somnia pertenecen al equipo de Somnia y están protegidos por la ley. Estos términos te otorgan un derecho personal e intransferible a usar el servicio; no te conceden ningún otro derecho sobre nuestro nombre, nuestro logotipo ni nuestro software. Tu propio contenido sigue siendo tuyo, como se indica más arriba.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitación de responsabilidad",
      paragraphs: [
        "Somnia se ofrece «tal cual». Trabajamos para que esté siempre disponible y tus datos estén seguros, pero no podemos garantizar que el servicio funcione siempre sin interrupciones ni errores.",
        "En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes, ni de las decisiones que tomes a partir de un análisis o una interpretación. Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar.",
      ],
    },
    {
      id: "changes",
      title: "Cambios en estos términos",
      paragraphs: [
        "Podemos actualizar estos términos. Cuando lo hagamos, cambiaremos la fecha que aparece al principio de esta página y, si los cambios son importantes, te avisaremos en la app o por correo electrónico antes de que entren en vigor. Si sigues usando Somnia después de que un cambio entre en vigor, se aplicarán los nuevos términos.",
      ],
    },
    {
      id: "contact",
      title: "Contacto",
      paragraphs: [["¿Tienes preguntas sobre estos términos? Escríbenos a ", { email: true }, "."]],
    },
  ],
};
