import type { LandingText } from "./en";

/** The landing host's text in Brazilian Portuguese (docs/translations/pt-BR.md: “você”). */
export const ptBR: LandingText = {
  skip: "Pular para o conteúdo",
  login: "Entrar",
  language: "Idioma:",
  footer: {
    label: "Informações legais e contato",
    terms: "Termos",
    privacy: "Política de privacidade",
    contact: "Contato",
  },
  home: {
    title: "Somnia · Seu diário de sonhos privado",
    description:
      "O Somnia é um diário de sonhos privado: registre seus sonhos toda manhã e explore-os com um analista de IA que aprende o que eles significam para você.",
    heading: "Lembre-se dos seus sonhos. Entenda o que eles dizem.",
    intro:
      "O Somnia é um diário de sonhos privado, com um analista e um intérprete de sonhos baseados em IA que aprendem o que seus sonhos significam para você.",
    getStarted: "Começar",
    picture:
      "O analisador de sonhos do Somnia em ação: um sonho com um farol à beira-mar, a breve leitura do analista e suas perguntas com a resposta de quem sonhou.",
    featuresHeading: "Recursos",
    features: [
      {
        title: "Diário de sonhos",
        text: "Anote um sonho em um minuto toda manhã, com data, título e tags, e veja sua sequência crescer no calendário.",
      },
      {
        title: "Análise com IA",
        text: "Um analista faz uma leitura breve e algumas perguntas; depois, o intérprete lê seus sonhos à luz das suas respostas e dos seus sonhos recorrentes.",
      },
      {
        title: "Privacidade em primeiro lugar",
        text: "Seus sonhos são criptografados com uma chave só sua e nunca são vendidos nem usados para publicidade. Exporte ou exclua tudo quando quiser.",
      },
    ],
    closingHeading: "Seus sonhos estão esperando para ser escritos.",
    closingAction: "Começar meu diário de sonhos",
  },
  terms: {
    description: "Os termos de uso do Somnia, o diário de sonhos privado.",
    back: "← Voltar para o Somnia",
  },
  authError: {
    title: "Entrando · Somnia",
    description: "Levando você de volta ao Somnia.",
    heading: "Levando você de volta ao Somnia…",
    text: "O login não foi concluído. {link} para ver o motivo e tentar novamente.",
    link: "Continue no Somnia",
  },
  notFound: {
    title: "Sonho não encontrado · Somnia",
    heading: "Sonho não encontrado",
    text: "Esta página se desfez como um sonho ao amanhecer.",
    back: "Voltar para a página inicial",
  },
};
