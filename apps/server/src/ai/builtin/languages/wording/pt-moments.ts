import type { LocalReading } from "./types";

/**
 * The strongest image of a dream shown in the dreamer's own words (Portuguese). `image` is bold
 * with its article and may be feminine or plural ("**as chaves**"): no verb agrees with it, and it
 * never follows a preposition that would contract with it (de, em, a, por).
 */
export const PORTUGUESE_IMAGE_FRAMES: LocalReading["image"] = [
  (image, quoted) => `É com as suas próprias palavras que o sonho mostra ${image}: ${quoted}.`,
  (image, quoted) => `Você descreve ${image} com estas palavras: ${quoted}.`,
  (image, quoted) => `Entre todas as imagens, uma se destaca: ${image}, em ${quoted}.`,
  (image, quoted) => `Em ${quoted}, o relato traz ${image} para o primeiro plano.`,
  (image, quoted) => `Uma frase do seu relato guarda ${image}: ${quoted}.`,
  (image, quoted) => `O trecho ${quoted} mostra ${image} de perto.`,
  (image, quoted) =>
    `Vale reler a passagem em que você escreve ${quoted}: é ali que o sonho coloca ${image}.`,
  (image, quoted) => `Para descrever ${image}, você escreveu ${quoted}.`,
  (image, quoted) => `Há uma passagem que traz ${image} com nitidez: ${quoted}.`,
  (image, quoted) => `Talvez a imagem mais viva seja esta: ${image}, como você conta em ${quoted}.`,
  (image, quoted) => `Nas suas palavras, ${quoted}: uma frase que põe ${image} em cena.`,
  (image, quoted) => `Você registrou ${image} assim: ${quoted}.`,
  (image, quoted) => `O que mais salta aos olhos neste relato: ${image}, que você descreve em ${quoted}.`,
  (image, quoted) => `Se fosse preciso escolher uma só imagem, seria esta: ${image}, no trecho ${quoted}.`,
  (image, quoted) => `Repare no modo como você traz ${image} para a história: ${quoted}.`,
  (image, quoted) => `Quando você escreve ${quoted}, a frase ganha corpo com ${image}.`,
  (image, quoted) => `Uma frase sua deixa ver com clareza esta imagem, ${image}: ${quoted}.`,
  (image, quoted) => `No momento em que surge esta imagem, ${image}, suas palavras são estas: ${quoted}.`,
  (image, quoted) => `Suas palavras desenham esta imagem, ${image}, com muito detalhe: ${quoted}.`,
  (image, quoted) => `Basta reler a sua frase para ver esta imagem, ${image}: ${quoted}.`,
  (image, quoted) => `O que você escreveu, ${quoted}, coloca esta imagem, ${image}, no centro do sonho.`,
  (image, quoted) => `Com as palavras ${quoted}, o relato desenha ${image} diante de você.`,
  (image, quoted) => `Onde o sonho mais se concentra é talvez aqui: ${quoted}, com ${image} no centro.`,
];

/** Where a dream ends, in its last words (Portuguese): said calmly, without reading the content. */
export const PORTUGUESE_ENDING_FRAMES: LocalReading["ending"] = [
  (quoted) => `O sonho para em ${quoted}.`,
  (quoted) => `A sua lembrança se interrompe em ${quoted}, como uma cena deixada em suspenso.`,
  (quoted) => `O relato se encerra com ${quoted}.`,
  (quoted) => `É em ${quoted} que o sonho deixa você.`,
  (quoted) => `A última cena de que você se lembra é ${quoted}.`,
  (quoted) => `Depois de ${quoted}, a lembrança se apaga.`,
  (quoted) => `O fio do sonho se rompe em ${quoted}.`,
  (quoted) => `O sonho deixa você em ${quoted}, sem dizer o que vem depois.`,
  (quoted) => `A memória do sonho vai até ${quoted} e para ali.`,
  (quoted) => `O final que ficou na memória é ${quoted}.`,
  (quoted) => `A cena final, tal como você a anotou, é ${quoted}.`,
  (quoted) => `O sonho se fecha em ${quoted}, talvez ainda sem desfecho.`,
  (quoted) => `O relato chega ao fim com ${quoted}, e o resto fica por conta da noite.`,
  (quoted) => `Por último, vem ${quoted}, e a lembrança termina aí.`,
  (quoted) => `A história se interrompe em ${quoted}, como um filme pausado no meio.`,
  (quoted) => `É com ${quoted} que a sua lembrança deste sonho se encerra.`,
  (quoted) => `O último trecho de que você se lembra diz ${quoted}.`,
  (quoted) => `Até onde a memória alcança, o sonho termina com ${quoted}.`,
  (quoted) => `Nada mais vem depois de ${quoted}: é ali que o sonho acaba.`,
  (quoted) => `Você guardou o sonho até ${quoted}; daí em diante, ele se perde.`,
  (quoted) => `O sonho se despede com ${quoted}, deixando a cena em aberto.`,
  (quoted) => `Quando a lembrança termina, o que resta é ${quoted}.`,
  (quoted) => `O sonho chega até ${quoted} e ali fica suspenso.`,
  (quoted) => `Na sua lembrança, a cena acaba em ${quoted}.`,
];

/** The closing suggestion, with the dreamer's strongest feeling or without one (reading.closing). */
export const PORTUGUESE_CLOSING_FRAMES: readonly ((felt: string | null) => string)[] = [
  (felt) =>
    felt
      ? `Nos próximos dias, você pode anotar os momentos em que voltar a sentir ${felt} e o que os provoca.`
      : "Nos próximos dias, você pode anotar o que essas imagens despertam quando voltarem à sua mente.",
  (felt) =>
    felt
      ? `Nesta semana, repare nas situações que despertam ${felt}: muitas vezes elas dizem mais do que o próprio sonho.`
      : "Nesta semana, anote o que faz você lembrar deste sonho: muitas vezes é aí que o seu sentido fica mais claro.",
  (felt) =>
    felt
      ? `Se você voltar a sentir ${felt} nos próximos dias, vale anotar onde estava e com quem.`
      : "Se alguma imagem deste sonho voltar à sua cabeça nos próximos dias, vale anotar onde você estava e com quem.",
  (felt) =>
    felt
      ? `Uma sugestão para hoje à noite: antes de dormir, releia o sonho e note onde existe ${felt} na sua vida agora.`
      : "Uma sugestão para hoje à noite: antes de dormir, releia o sonho e veja qual imagem ainda chama a sua atenção.",
  (felt) =>
    felt
      ? `Talvez valha a pena contar este sonho a alguém de confiança e perceber se você sente ${felt} ao contá-lo.`
      : "Talvez valha a pena contar este sonho a alguém de confiança: ao dizê-lo em voz alta, às vezes surgem coisas novas.",
  (felt) =>
    felt
      ? `Continue registrando seus sonhos: com o tempo, você pode notar se sente ${felt} também em outros sonhos.`
      : "Continue registrando seus sonhos: com o tempo, as imagens que se repetem começam a contar uma história própria.",
  (felt) =>
    felt
      ? `Amanhã, observe em que momentos você sente ${felt}, sem tentar mudar nada.`
      : "Amanhã, observe se alguma cena do dia lembra este sonho, sem tentar explicar nada.",
  (felt) =>
    felt
      ? `Ao acordar amanhã, antes de pegar o celular, note se ainda resta algo de ${felt} e o que pode ter provocado isso.`
      : "Ao acordar amanhã, antes de pegar o celular, fique um minuto com o que restou da noite: às vezes surge um detalhe que tinha ficado de fora.",
  (felt) =>
    felt
      ? `Pode ajudar escrever algumas linhas sobre o que costuma trazer ${felt} ao seu dia, sem julgar o que aparecer.`
      : "Pode ajudar escrever algumas linhas sobre o que este sonho lembra a você, sem julgar o que aparecer.",
  (felt) =>
    felt
      ? `Da próxima vez que sentir ${felt} durante o dia, experimente parar um instante e se perguntar: isso já apareceu em algum sonho?`
      : "Da próxima vez que algo do dia lembrar este sonho, experimente parar um instante e se perguntar o que as duas cenas têm em comum.",
  (felt) =>
    felt
      ? `Como exercício, escreva uma frase que comece com “Eu sinto ${felt} quando…” e veja aonde ela leva.`
      : "Como exercício, escreva uma frase que comece com “Este sonho me lembra…” e veja aonde ela leva.",
  (felt) =>
    felt
      ? `Sem pressa, procure perceber em que áreas da sua vida há ${felt} hoje; o sonho pode estar apontando para uma delas.`
      : "Sem pressa, procure perceber que área da sua vida este sonho toca; às vezes a resposta só chega depois de alguns dias.",
  (felt) =>
    felt
      ? `Você também pode desenhar a cena mais marcante do sonho, mesmo de forma simples, e observar se volta a sentir ${felt} enquanto desenha.`
      : "Você também pode desenhar a cena mais marcante do sonho, mesmo de forma simples: às vezes o traço mostra o que as palavras não dizem.",
  (felt) =>
    felt
      ? `Daqui a alguns dias, releia este sonho e compare: você ainda sente ${felt} ao lê-lo, ou algo mudou?`
      : "Daqui a alguns dias, releia este sonho e compare: as imagens ainda dizem a mesma coisa a você, ou algo mudou?",
];
