import { PORTUGUESE_CLOSING_FRAMES, PORTUGUESE_ENDING_FRAMES, PORTUGUESE_IMAGE_FRAMES } from "./pt-moments";
import type { LocalWording } from "./types";

/** "um sonho anterior", "3 sonhos anteriores". */
const earlierDreams = (earlier: number) =>
  earlier === 1 ? "um sonho anterior" : `${earlier} sonhos anteriores`;
/** " desde 3 de março de 2025", or nothing. */
const from = (since: string | null) => (since ? ` desde ${since}` : "");

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
      (image) => `Este sonho gira em torno de uma imagem: ${image}.`,
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
  // `image` comes with its article and may be feminine or plural ("as chaves"): it is only ever an
  // object, never after a preposition that would contract with it (de, em, a, por).
  questions: {
    image: [
      (image) => `Neste momento da sua vida, o que você sente ao rever ${image} deste sonho?`,
      (image) => `Ao lembrar ${image} do sonho, que pessoas ou lembranças da sua vida vêm à mente?`,
      (image) => `Você reconhece ${image} deste sonho de algum lugar ou de alguma época da sua vida?`,
      (image) => `O que mudaria no sonho se você tirasse ${image} da cena?`,
      (image) => `Se tivesse que descrever ${image} deste sonho em poucas palavras, quais você escolheria?`,
      (image) => `Por que você acha que o sonho escolheu mostrar justamente ${image}?`,
      (image) => `Imagine que você pudesse conversar com ${image} deste sonho: o que perguntaria?`,
      (image) =>
        `Qual é a primeira palavra que vem à sua cabeça quando você imagina ${image} deste sonho outra vez?`,
      (image) => `Na sua vida desperta, onde você costuma encontrar ${image}, de verdade ou em pensamento?`,
      (image) => `Como você se sentiria se encontrasse ${image} deste sonho amanhã, na vida real?`,
      (image) => `Fora do sonho, quando foi a última vez que você viu algo parecido com ${image}?`,
    ],
    felt: [
      (felt, quoted) =>
        `Você escreveu ${quoted}: quando foi a última vez que sentiu ${felt} desse jeito fora do sonho?`,
      (felt, quoted) =>
        `Nas suas palavras, ${quoted}. Houve algum momento nos últimos dias em que você sentiu ${felt} assim?`,
      (felt, quoted) =>
        `Sobre ${quoted}: em que situações do seu dia a dia você sente ${felt} dessa mesma forma?`,
      (felt, quoted) =>
        `Você usou as palavras ${quoted}: quem costuma estar por perto quando você sente ${felt} na vida desperta?`,
      (felt, quoted) =>
        `Ao escrever ${quoted}, você deu nome a algo: o que sentir ${felt} assim pode dizer sobre o que você vive agora?`,
      (felt, quoted) =>
        `O seu relato diz ${quoted}: isso lembra alguma situação recente em que você sentiu ${felt}?`,
      (felt, quoted) =>
        `Com ${quoted}, o sonho fala de ${felt}: em que lugar ou com quem você sente algo parecido no dia a dia?`,
    ],
    ending: [
      (quoted) => `O sonho termina em ${quoted}: o que você acha que aconteceria em seguida?`,
      (quoted) => `Se você pudesse continuar o sonho depois de ${quoted}, como ele terminaria?`,
      (quoted) =>
        `As últimas palavras do seu relato são ${quoted}: com que sensação essa cena final deixa você?`,
      (quoted) => `O relato para em ${quoted}: o que ficou em aberto nesse final, na sua opinião?`,
      (quoted) => `Depois de ${quoted}, o sonho se interrompe. Que final você daria a ele?`,
    ],
  },
  reading: {
    thisDream: "este sonho",
    // `dream` is a title in quotation marks or "este sonho": never after "em" or "de".
    scene: [
      (dream, date, images) => `${dream} (${date}) reúne ${images}.`,
      (dream, date, images) => `${dream}, de ${date}, traz ${images}.`,
      (dream, date, images) => `Registrado em ${date}, ${dream} põe em cena ${images}.`,
      (dream, date, images) => `${dream} é de ${date}, e nele há ${images}.`,
      (dream, date, images) =>
        `Você registrou ${dream} em ${date}; o dicionário de sonhos reconhece nele ${images}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) não traz nenhuma das imagens do dicionário de sonhos: o que conta é o que acontece nele.`,
      (dream, date) =>
        `${dream}, de ${date}, não traz as imagens típicas dos sonhos; são as suas próprias palavras que guiam a leitura.`,
      (dream, date) =>
        `Registrado em ${date}, ${dream} não passa pelos símbolos clássicos: o caminho é a própria história e o que você sentiu nela.`,
      (dream, date) =>
        `${dream} é de ${date} e foge dos símbolos conhecidos, o que não é um problema: as suas próprias associações podem dizer muito.`,
      (dream, date) =>
        `Em ${date}, você registrou ${dream}, sem imagens do dicionário; por isso, esta leitura se apoia no enredo.`,
    ],
    felt: [
      (the, _felt, quoted) => `Nele você nomeia ${the}: ${quoted}.`,
      (the, _felt, quoted) => `O que você sentia fica claro nas suas palavras, ${the}: ${quoted}.`,
      (_the, felt, quoted) => `Há ${felt} nas suas palavras: ${quoted}.`,
      (the, _felt, quoted) => `O seu relato deixa ver ${the}: ${quoted}.`,
      (_the, felt, quoted) => `As palavras ${quoted} dizem bem o que você sentiu: ${felt}.`,
    ],
    theirs: [
      (felt, quoted) =>
        `Você não nomeia os seus próprios sentimentos, mas outro personagem sente ${felt}: ${quoted}.`,
      (felt, quoted) =>
        `Quem sente ${felt} no sonho é outro personagem, como mostra ${quoted}; os seus próprios sentimentos ficam nas entrelinhas.`,
      (felt, quoted) =>
        `O único sentimento nomeado é o de outro personagem, que sente ${felt} (${quoted}), enquanto o que você sentia fica por dizer.`,
      (felt, quoted) =>
        `Em ${quoted}, é outro personagem que aparece com ${felt}; do que você sentia, o relato não fala.`,
    ],
    image: PORTUGUESE_IMAGE_FRAMES,
    ending: PORTUGUESE_ENDING_FRAMES,
    lucid: [
      "Foi um sonho lúcido: em algum momento você soube que estava sonhando, e isso muda o que o sonho pode dizer.",
      "Este sonho foi lúcido: você sabia que estava sonhando, e o que fez com esse momento importa tanto quanto as imagens.",
      "Você sabia que estava sonhando; um sonho lúcido costuma mostrar como você age quando percebe que pode escolher.",
      "Por ser um sonho lúcido, vale perguntar o que você fez ao perceber que sonhava, e o que deixou de fazer.",
      "Houve lucidez neste sonho, e a liberdade de saber que se está sonhando talvez diga algo sobre o seu dia a dia.",
    ],
    nightmare: [
      "Foi um pesadelo: o medo ocupa o primeiro plano, e o que você fez diante dele merece atenção.",
      "Este sonho foi um pesadelo; o medo que ele deixa é uma informação, não um presságio.",
      "Você marcou este sonho como pesadelo. Pesadelos costumam ampliar o que já pesa durante o dia, e vale olhar para isso com calma.",
      "Um pesadelo pode deixar marcas ao acordar, mas elas falam de como você se sentiu, não do que vai acontecer.",
      "Como pesadelo, este sonho talvez seja um jeito de a mente ensaiar o que assusta, num lugar onde nada pode ferir de verdade.",
    ],
    // Each answer comes in quotation marks; `first`, then `next`, then `last`, any of each.
    answers: {
      one: [
        (answer) => `A uma das perguntas, você respondeu ${answer}.`,
        (answer) => `Você disse com as suas palavras: ${answer}.`,
        (answer) => `Você também contou ${answer}.`,
        (answer) => `Sua resposta foi ${answer}.`,
        (answer) => `Ao responder, você escreveu ${answer}.`,
        (answer) => `Das perguntas da análise, uma ganhou resposta sua: ${answer}.`,
      ],
      first: [
        (answer) => `A uma das perguntas, você respondeu ${answer}`,
        (answer) => `Você escreveu ${answer}`,
        (answer) => `Sua primeira resposta foi ${answer}`,
        (answer) => `Nas suas respostas, você disse primeiro ${answer}`,
        (answer) => `Com as suas palavras, você respondeu ${answer}`,
        (answer) => `Às perguntas da análise, você respondeu ${answer}`,
      ],
      next: [
        (answer) => `, depois ${answer}`,
        (answer) => `; em outra resposta, ${answer}`,
        (answer) => `, em seguida ${answer}`,
        (answer) => `; mais adiante, ${answer}`,
        (answer) => `; na resposta seguinte, ${answer}`,
        (answer) => `, e ainda ${answer}`,
      ],
      last: [
        (answer) => ` e, por fim, ${answer}.`,
        (answer) => `; por último, você acrescentou ${answer}.`,
        (answer) => `, e a última resposta foi ${answer}.`,
        (answer) => ` e, para terminar, ${answer}.`,
        (answer) => ` e, em uma última resposta, ${answer}.`,
        (answer) => `; para fechar, você escreveu ${answer}.`,
      ],
    },
    unanswered: [
      "Você não respondeu às perguntas da análise; mesmo assim, as suas próprias associações continuam sendo a melhor chave deste sonho.",
      "Sem respostas às perguntas, o que este sonho desperta em você é o que mais conta.",
      "As perguntas ficaram sem resposta por enquanto; você pode voltar a elas quando quiser, e elas talvez abram outra leitura.",
      "Como as perguntas ainda estão em aberto, esta leitura fica nas imagens; o que elas lembram a você vale mais do que qualquer dicionário.",
      "Nenhuma pergunta foi respondida desta vez, mas vale notar o que primeiro veio à sua mente ao reler o sonho.",
    ],
    // `image` is bold with its article and may be plural ("**os dentes**"): no verb agrees with it.
    sign: [
      (image, earlier, since) =>
        `Esta imagem já apareceu no seu diário: ${image}, em ${earlierDreams(earlier)}${from(since)}.`,
      (image, earlier, since) =>
        `Um sinal de sonho do seu diário está de volta: ${image}, que você já tinha anotado em ${earlierDreams(earlier)}${from(since)}.`,
      (image, earlier, since) =>
        `Não é a primeira vez que você sonha com ${image}: isso já aconteceu em ${earlierDreams(earlier)}${from(since)}.`,
      (image, earlier, since) =>
        `Seu diário já guardava ${image} em ${earlierDreams(earlier)}${from(since)}, e a imagem volta agora.`,
      (image, earlier, since) =>
        `Com este, já são ${earlier + 1} sonhos com ${image} no seu diário${from(since)}.`,
      (image, earlier, since) =>
        `Há um sinal de sonho aqui: ${image}. Ele já tinha aparecido em ${earlierDreams(earlier)} do seu diário${from(since)}.`,
      (image, earlier, since) =>
        `Você já tinha encontrado ${image} em ${earlierDreams(earlier)}${from(since)}, o que faz dessa imagem um sinal de sonho do seu diário.`,
      (image, earlier, since) =>
        `De novo, ${image}: a imagem já estava em ${earlierDreams(earlier)}${from(since)}, e talvez valha perguntar o que ela traz cada vez que volta.`,
      (image, earlier, since) =>
        `${since ? `${earlier === 1 ? "Em" : "Desde"} ${since}, ` : "Antes deste, "}${earlier === 1 ? "outro sonho do seu diário já trazia" : `${earlier} outros sonhos do seu diário trouxeram`} ${image}; quando uma imagem se repete assim, ela pode ser um sinal de sonho.`,
      (image, earlier, since) =>
        `Se você folhear o seu diário, vai encontrar ${image} em ${earlierDreams(earlier)}${from(since)}: um sinal de sonho que talvez mereça a sua atenção.`,
      (image, earlier, since) =>
        `É a ${earlier + 1}ª vez que você anota ${image} no seu diário${since ? ` (a primeira foi em ${since})` : ""}; imagens que voltam assim podem ter algo a dizer.`,
      (image, earlier, since) =>
        `Aos poucos, um padrão se desenha no seu diário: você já anotou ${image} em ${earlierDreams(earlier)}${from(since)}, e agora outra vez.`,
      (image, earlier, since) =>
        `Vale notar uma repetição: você já tinha sonhado com ${image} em ${earlierDreams(earlier)}${from(since)}.`,
      (image, earlier, since) =>
        `Entre os sonhos que você registrou${from(since)}, ${earlier === 1 ? "um já trazia" : `${earlier} já traziam`} ${image}, e este é mais um: talvez seja um sinal de sonho a observar.`,
      (image, earlier, since) =>
        `Esta imagem, ${image}, não é nova no seu diário: ela já estava em ${earlierDreams(earlier)}${from(since)}.`,
      (image, earlier, since) =>
        `Seus sonhos parecem voltar a esta imagem, ${image}: o diário já a registra em ${earlierDreams(earlier)}${from(since)}.`,
      (image, earlier, since) =>
        `Repare nesta imagem, ${image}: o seu diário já a guardava em ${earlierDreams(earlier)}${from(since)}.`,
      (image, earlier, since) =>
        `Este não é o único sonho com esta imagem, ${image}: há ${earlierDreams(earlier)} com ela no seu diário${from(since)}.`,
      (image, earlier, since) =>
        `Olhando para trás no seu diário, você encontra ${image} em ${earlierDreams(earlier)}${from(since)}; com este, a imagem começa a se firmar como um sinal de sonho.`,
    ],
    related: [
      (title, date, images) => `Este sonho se liga a ${title} (${date}), que já trazia ${images}.`,
      (title, date, images) => `Assim como ${title}, de ${date}, este sonho traz ${images}.`,
      (title, date, images) => `Há um fio entre este sonho e ${title}, de ${date}: os dois trazem ${images}.`,
      (title, date, images) => `Vale reler ${title}, de ${date}: ele também traz ${images}.`,
      (title, date, images) => `${title}, sonho de ${date}, também tinha ${images}.`,
      (title, date, images) => `Seu diário já tem um sonho com ${images}: ${title}, de ${date}.`,
      (title, date, images) =>
        `Se quiser comparar, ${title} (${date}) é outro sonho do seu diário com ${images}.`,
      (title, date, images) =>
        `Um sonho anterior, ${title}, de ${date}, também mostrava ${images}; talvez valha ler os dois lado a lado.`,
    ],
    closing: PORTUGUESE_CLOSING_FRAMES,
  },
};
