import { MINIMUM_AGE, type TermsDocument } from "../terms";

/** The Terms of Service in French (docs/translations/fr.md); the English version prevails. */
export const terms: TermsDocument = {
  title: "Conditions d’utilisation",
  lastUpdated: "Dernière mise à jour : {date}",
  intro: "Veuillez lire attentivement les présentes conditions avant d’utiliser Somnia.",
  prevails:
    "Cette traduction est fournie pour votre commodité. En cas de divergence avec la version anglaise, c’est la version anglaise qui prévaut.",
  sections: [
    {
      id: "use-of-service",
      title: "Utilisation du service",
      paragraphs: [
        "Somnia est un journal de rêves privé, doté d’un analyste et d’un interprète de rêves fondés sur l’IA. En créant un compte ou en utilisant Somnia, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le service.",
        `Vous devez avoir au moins ${MINIMUM_AGE} ans pour utiliser Somnia. Si vous n’avez pas atteint l’âge de la majorité là où vous vivez, vous ne pouvez utiliser Somnia qu’avec l’autorisation d’un parent ou de votre représentant légal.`,
        "Utilisez Somnia dans le respect de la loi et pour votre propre journal. N’essayez pas d’accéder aux comptes d’autres personnes, de perturber le service ni de l’utiliser pour stocker des contenus que vous n’avez pas le droit de stocker.",
      ],
    },
    {
      id: "user-content",
      title: "Vos contenus",
      paragraphs: [
        "Les rêves, étiquettes, réponses et notes que vous écrivez dans Somnia vous appartiennent. Vous en conservez tous les droits.",
        "Vous nous autorisez à stocker et à traiter vos contenus uniquement dans la mesure nécessaire pour vous fournir le service : enregistrer votre journal, vous le présenter et produire les analyses et interprétations que vous demandez. Nous ne vendons pas vos contenus et ne les utilisons pas pour vous adresser de la publicité.",
        "Vous êtes responsable de ce que vous écrivez et de la conservation d’une copie de tout ce que vous ne pouvez pas vous permettre de perdre.",
      ],
    },
    {
      id: "privacy",
      title: "Confidentialité",
      paragraphs: [
        [
          "La manière dont nous collectons, protégeons et utilisons vos données est décrite dans notre ",
          { link: "privacy", text: "Politique de confidentialité" },
          ", qui fait partie intégrante des présentes conditions.",
        ],
      ],
    },
    {
      id: "not-medical-advice",
      title: "Les interprétations de l’IA ne sont pas des avis médicaux",
      paragraphs: [
        "Les analyses et interprétations de Somnia sont produites automatiquement par un logiciel. Elles sont proposées uniquement à des fins de réflexion et de connaissance de soi. Elles peuvent être incomplètes ou erronées.",
        "Elles ne constituent ni un avis, ni un diagnostic, ni un traitement médical, psychologique ou psychiatrique, et ne remplacent pas un professionnel qualifié. Si votre sommeil, vos rêves ou votre santé mentale vous inquiètent, parlez-en à un médecin ou à un thérapeute. En cas d’urgence, contactez les services d’urgence de votre pays.",
      ],
    },
    {
      id: "account-and-data",
      title: "Votre compte et vos données",
      paragraphs: [
        "Gardez votre mot de passe secret et prévenez-nous immédiatement si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous êtes responsable de l’activité menée depuis votre compte.",
        "Vous pouvez faire supprimer votre compte à tout moment. La suppression efface votre profil ainsi que l’ensemble de vos rêves, analyses et interprétations, et elle est irréversible.",
        "Nous pouvons suspendre un compte qui enfreint les présentes conditions ou qui met en danger le service ou d’autres personnes.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Propriété intellectuelle",
      paragraphs: [
        "Le nom, le logo, le logiciel et le design de Somnia appartiennent à l’équipe Somnia et sont protégés par la loi. Les présentes conditions vous accordent un droit personnel et non transférable d’utiliser le service ; elles ne vous confèrent aucun autre droit sur notre nom, notre logo ou notre logiciel. Vos propres contenus restent les vôtres, comme indiqué ci-dessus.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation de responsabilité",
      paragraphs: [
        "Somnia est fourni « en l’état ». Nous nous efforçons de le maintenir disponible et de protéger vos données, mais nous ne pouvons pas garantir que le service sera toujours ininterrompu ou exempt d’erreurs.",
        "Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives, ni des décisions que vous prenez sur la base d’une analyse ou d’une interprétation. Rien dans les présentes conditions ne limite une responsabilité qui ne peut être limitée en vertu de la loi.",
      ],
    },
    {
      id: "changes",
      title: "Modification des présentes conditions",
      paragraphs: [
        "Nous pouvons mettre à jour les présentes conditions. Dans ce cas, nous modifions la date indiquée en haut de cette page et, pour les changements importants, nous vous prévenons dans l’application ou par e-mail avant leur entrée en vigueur. Si vous continuez à utiliser Somnia après l’entrée en vigueur d’une modification, les nouvelles conditions s’appliquent.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [["Des questions sur ces conditions ? Écrivez-nous à ", { email: true }, "."]],
    },
  ],
};
