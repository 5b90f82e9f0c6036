import { type LocalSymbol, terms } from "../terms";

/** The lexicon's people and figure entries in Portuguese: names and the words for them. */
export const PORTUGUESE_PEOPLE_SYMBOLS: LocalSymbol[] = [
  {
    id: "mother",
    name: "Mãe",
    article: "a mãe",
    terms: terms(`
      =mãe, =mae, =mães, mamãe, mamae, mamã, mainha
    `),
    except: terms(`
      mãe do céu, mãe de deus, mãe de santo, filho da mãe, filha da mãe,
      pens* .. mãe, mãe de gêmeos, mãe de primeira viagem, mãe solteira,
      da minha mãe, da nossa mãe, da sua mãe
    `),
  },
  {
    id: "father",
    name: "Pai",
    article: "o pai",
    terms: terms(`
      =pai, =papai, =papá, paizinho, painho
    `),
    except: terms(`
      pai do céu, pai de santo,
      pens* .. pai, =pai nosso,
      do meu pai, do nosso pai
    `),
  },
  {
    id: "parents",
    name: "Pais",
    article: "os pais",
    terms: terms(`
      meus pais, os pais, os meus pais, seus pais, teus pais, nossos pais, dos meus pais, pai e mãe
    `),
  },
  {
    id: "siblings",
    name: "Irmãos",
    article: "os irmãos",
    terms: terms(`
      irmão, irmã, irmãos, irmãs, irmãzinha, gêmeo, gémeo, gêmea, gêmeos, gémeos, =mana, =manas
    `),
    except: terms(`
      da minha irmã, do meu irmão, dos meus irmãos, das minhas irmãs, pens* .. irmã, pens* .. irmão
    `),
  },
  {
    id: "grandparents",
    name: "Avós",
    article: "os avós",
    terms: terms(`
      avó, avô, avós, =vovó, =vovô, =vó, =vô, avozinha
    `),
    except: terms(`
      avó contava, vó contava, avô contava, vô contava, avó me contava, vó me contava, avó dizia, vó
      dizia, avô dizia, avó me cantava, avó cantava, vó cantava, pens* .. avó, pens* .. avô,
      da minha avó, do meu avô, da minha vó, do meu vô, da avó dela, da avó dele
    `),
  },
  {
    id: "child",
    name: "Criança",
    article: "a criança",
    terms: terms(`
      criança, crianças, filho, filha, filhos, filhas, =menino, =meninos, =meninas, =menininho, =menininha, miúdo, miúda,
      miúdos, garoto, garota, garotos, moleque
    `),
    except: terms(`
      filho da mãe, filha da mãe, filho da puta, filhos da mãe,
      ó menina, em miúda, em miúdo, tipo criança, era moleque, era menina, era menino, desde criança,
      quando era criança, quando eu era criança, igual criança, como criança, cara de criança, de
      criança, em criança, minha filha, feito criança, que nem criança, chorei como uma criança
    `),
  },
  {
    id: "baby",
    name: "Bebê",
    article: "o bebê",
    terms: terms(`
      =bebê, =bebé, =bebês, =bebés, berço, berços, carrinho de bebê, neném, nenê, recém nascido, recém nascida, bebezinho
    `),
  },
  {
    id: "partner",
    name: "Companheiro",
    article: "o companheiro",
    terms: terms(`
      =marido, esposa, esposo, namorado, namorada, companheiro, companheira, minha mulher, a minha
      mulher, cônjuge
    `),
  },
  {
    id: "ex-partner",
    name: "Ex",
    article: "o ex",
    terms: terms(`
      =ex, ex namorado, ex namorada, ex marido, ex mulher, ex esposa, meu ex, minha ex
    `),
  },
  {
    id: "friend",
    name: "Amigo",
    article: "o amigo",
    terms: terms(`
      amigo, amiga, amigos, amigas, melhor amigo, melhor amiga, amigão, colega de quarto, camarada
    `),
    except: terms(`
      amigo da onça, amigos da onça, amiga da onça
    `),
  },
  {
    id: "deceased",
    name: "Pessoa falecida",
    article: "a pessoa falecida",
    terms: terms(`
      falecid*, que faleceu, que morreu, que tinha morrido, que já morreu, que já faleceu, já morreu,
      voltou à vida, estava viva de novo, estava vivo de novo, estava viva outra vez, estava vivo outra
      vez
    `),
  },
  {
    id: "stranger",
    name: "Desconhecido",
    article: "o desconhecido",
    terms: terms(`
      desconhecido, desconhecida, desconhecidos, desconhecidas, um homem, uma mulher, um sujeito, um cara, um
      gajo, uma gaja, um tipo, uma tipa, uma senhora, uma rapariga, um velhinho, uma velhinha, um mano,
      um sujeito, uma pessoa, alguém que eu não conhecia, gente que eu não conhecia, pessoas que eu não
      conhecia, que eu não conhecia, um estranho, uma estranha, uns estranhos, umas estranhas, dois estranhos
    `),
  },
  {
    id: "intruder",
    name: "Intruso",
    article: "o intruso",
    terms: terms(`
      intruso, intrusos, ladrão, ladrões, assaltante, assaltantes, arromb*, invadiu a casa, invadiram a
      casa, assalto, assaltad*, gatuno, =bandido, =bandidos, =bandida
    `),
  },
  {
    id: "boss",
    name: "Chefe",
    article: "o chefe",
    terms: terms(`
      chefe, chefes, chef, patrão, patroa, gerente, supervisor, supervisora, encarregado, encarregada,
      mestre de obras, dono da empresa, dono do restaurante
    `),
    except: terms(`
      chefe dos escoteiros, chefe escoteiro, chefe de escuteiros, chefe de família
    `),
  },
  {
    id: "teacher",
    name: "Professor",
    article: "o professor",
    terms: terms(`
      professor, professora, professores, professoras, stôra, stôr, docente, =diretor, =diretora, =diretores,
      =director, =directora, coordenadora, coordenador
    `),
  },
  {
    id: "celebrity",
    name: "Celebridade",
    article: "a celebridade",
    terms: terms(`
      celebridade, famoso, famosa, famosos, estrela de cinema, cantor, cantora, =ator, =atriz, actor,
      actriz, presidente, =rei, rainha, príncipe, princesa, =futebolista, =futebolistas
    `),
    except: terms(`
      bolo rei,
      rei na barriga
    `),
  },
  {
    id: "crowd",
    name: "Multidão",
    article: "a multidão",
    terms: terms(`
      multidão, multidões, muita gente, muitas pessoas, mar de gente, cheio de gente, cheia de gente, cheios
      de gente, repleto de gente, monte de gente, gente por todo lado, gente pra todo lado, gente de todo
      lado, centenas de pessoas, milhares de pessoas, um monte de pessoas, apinhad*, abarrotad*, o povo
      todo, a malta toda, a escola inteira
    `),
  },
  {
    id: "police",
    name: "Polícia",
    article: "a polícia",
    terms: terms(`
      polícia, policia, polícias, policial, policiais, detetive, detective, bófia, guarda civil, guarda municipal, guarda nacional,
      =gnr, =psp, viatura, camburão
    `),
    except: terms(`
      guarda roupa, guarda fatos
    `),
  },
  {
    id: "doctor",
    name: "Médico",
    article: "o médico",
    terms: terms(`
      médico, médica, medico, médicos, doutor, doutora, cirurgião, cirurgiã, dentista, terapeuta,
      psicólogo, psicóloga, psiquiatra
    `),
  },
  {
    id: "soldier",
    name: "Soldados",
    article: "os soldados",
    terms: terms(`
      soldado, soldados, exército, exercito, tropa, tropas, militar, militares
    `),
  },
];
