import type { LocalWording } from "./types";

/** Portuguese (Brazil, which Portugal's readers also get): «você», as everywhere in Somnia. */
export const PORTUGUESE_WORDING: LocalWording = {
  locale: "pt-BR",
  quotes: ["“", "”"],
  images: {
    many: [
      (images) => `Este sonho reúne ${images}.`,
      (images) => `As imagens que se destacam neste sonho são ${images}.`,
      (images) => `Aqui aparecem várias imagens típicas dos sonhos: ${images}.`,
    ],
    one: [
      (image) => `No centro deste sonho está ${image}.`,
      (image) => `Uma imagem típica dos sonhos se destaca aqui: ${image}.`,
    ],
    none: "Este sonho não traz nenhum dos símbolos que conheço bem, então o que mais importa são as suas próprias associações.",
  },
  feelings: {
    mine: (names, count, quoted) =>
      count === 1
        ? `O sentimento que você nomeia é ${names}, como em ${quoted}.`
        : `Os sentimentos que você nomeia são ${names}, como em ${quoted}.`,
    theirs: (felt, quoted) =>
      `Você não nomeia os seus próprios sentimentos, mas outro personagem do sonho sente ${felt} (${quoted}).`,
    none: "Você não nomeia nenhum sentimento diretamente: é o clima das próprias imagens que carrega o sonho.",
  },
  untitled: (start) => `Sonho: ${start}`,
  emotions: {
    fear: { the: "o medo", felt: "medo" },
    worry: { the: "a preocupação", felt: "preocupação" },
    embarrassment: { the: "o constrangimento", felt: "constrangimento" },
    surprise: { the: "a surpresa", felt: "surpresa" },
    confusion: { the: "a confusão", felt: "confusão" },
    joy: { the: "a alegria", felt: "alegria" },
    relief: { the: "o alívio", felt: "alívio" },
    love: { the: "o amor", felt: "amor" },
    anger: { the: "a raiva", felt: "raiva" },
    annoyance: { the: "a irritação", felt: "irritação" },
    sadness: { the: "a tristeza", felt: "tristeza" },
    disappointment: { the: "a decepção", felt: "decepção" },
    regret: { the: "o arrependimento", felt: "arrependimento" },
    shame: { the: "a vergonha", felt: "vergonha" },
    awe: { the: "o assombro", felt: "assombro" },
    calm: { the: "a calma", felt: "calma" },
  },
  questions: {
    image: (image) => `O que ${image} deste sonho desperta em você neste momento da sua vida?`,
    felt: [
      (felt) => `Quando foi a última vez que você sentiu ${felt} no dia a dia?`,
      (felt) => `Houve algum momento nos últimos dias em que você sentiu ${felt}?`,
      (felt) => `Em que situações do seu dia a dia você sente ${felt}?`,
    ],
  },
  reading: {
    thisDream: "este sonho",
    scene: [
      (dream, date, images) => `${dream} (${date}) reúne ${images}.`,
      (dream, date, images) => `${dream}, de ${date}, traz ${images}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) não traz nenhuma das imagens do dicionário de sonhos: o que conta é o que acontece nele.`,
      (dream, date) =>
        `${dream}, de ${date}, não traz as imagens típicas dos sonhos; são as suas próprias palavras que guiam a leitura.`,
    ],
    felt: [
      (the, _felt, quoted) => `Nele você nomeia ${the}: ${quoted}.`,
      (the, _felt, quoted) => `O que você sentia fica claro nas suas palavras, ${the}: ${quoted}.`,
    ],
    theirs: [
      (felt, quoted) =>
        `Você não nomeia os seus próprios sentimentos, mas outro personagem sente ${felt}: ${quoted}.`,
    ],
    lucid: [
      "Foi um sonho lúcido: em algum momento você soube que estava sonhando, e isso muda o que o sonho pode dizer.",
      "Este sonho foi lúcido: você sabia que estava sonhando, e o que fez com esse momento importa tanto quanto as imagens.",
    ],
    nightmare: [
      "Foi um pesadelo: o medo ocupa o primeiro plano, e o que você fez diante dele merece atenção.",
      "Este sonho foi um pesadelo; o medo que ele deixa é uma informação, não um presságio.",
    ],
    answered: [
      (answer) => `A uma das perguntas, você respondeu ${answer}.`,
      (answer) => `Você disse com as suas palavras: ${answer}.`,
      (answer) => `Você também contou ${answer}.`,
    ],
    unanswered: [
      "Você não respondeu às perguntas da análise; mesmo assim, as suas próprias associações continuam sendo a melhor chave deste sonho.",
      "Sem respostas às perguntas, o que este sonho desperta em você é o que mais conta.",
    ],
    sign: (image, earlier, since) =>
      `${image} volta no seu diário: ${earlier === 1 ? "em um sonho anterior" : `em ${earlier} sonhos anteriores`}${since ? ` desde ${since}` : ""}.`,
    related: (title, date, images) => `Este sonho se liga a ${title} (${date}), que já trazia ${images}.`,
    closing: [
      (felt) =>
        felt
          ? `Nos próximos dias, você pode anotar os momentos em que voltar a sentir ${felt} e o que os provoca.`
          : "Nos próximos dias, você pode anotar o que essas imagens despertam quando voltarem à sua mente.",
      (felt) =>
        felt
          ? `Nesta semana, repare nas situações que despertam ${felt}: muitas vezes elas dizem mais do que o próprio sonho.`
          : "Nesta semana, anote o que faz você lembrar deste sonho: muitas vezes é aí que o seu sentido fica mais claro.",
    ],
  },
};
