import { type LocalSymbol, terms } from "../terms";

/** The lexicon's movement entries in Portuguese: names and the words for them. */
export const PORTUGUESE_MOVEMENT_SYMBOLS: LocalSymbol[] = [
  {
    id: "falling",
    name: "Queda",
    article: "a queda",
    terms: terms(`
      =caí, eu caía, eu caindo, caindo no, caindo de, caindo do, caindo da, queda livre, despenquei, tombei
    `),
    except: terms(`
      cair na prova, caiu na prova, cair bem, caiu bem, caiu a ligação, cai a ligação, cair a ficha,
      caiu a ficha, caí na real, cair no sono, caí no sono, caiu a noite, caía a noite
    `),
  },
  {
    id: "flying",
    name: "Voar",
    article: "o voo",
    terms: terms(`
      voar, voav*, voei, voou, voando, flutu*, levit*, planav*, pairav*
    `),
    except: terms(`
      tempo voou, tempo voa, tempo a voar
    `),
  },
  {
    id: "chase",
    name: "Perseguição",
    article: "a perseguição",
    terms: terms(`
      persegu*, correndo atrás de mim, corria atrás de mim, correu atrás de mim, correram atrás de mim, corriam
      atrás de mim, vinha atrás de mim, vinham atrás de mim, veio atrás de mim, vieram atrás de mim, atrás da gente,
      atrás de nós, no meu encalço, no nosso encalço, me caçav*, nos caçav*, caçad*, vinha .. atrás de mim,
      vinham .. atrás de mim, veio .. atrás de mim, correndo .. atrás de mim, corria .. atrás de mim
    `),
    except: terms(`
      me persegue desde, sonho me persegue, sonho que me persegue, persegue desde
    `),
  },
  {
    id: "running",
    name: "Correr",
    article: "a corrida",
    terms: terms(`
      correr, corria, corri, correu, correndo, corremos, corrida, disparei a correr
    `),
    except: terms(`
      correu bem, correu tudo bem, tudo correu, correr bem, correr mal, correu mal, correr o risco, corria o
      risco, a correr bem, a correr mal
    `),
  },
  {
    id: "escape",
    name: "Fuga",
    article: "a fuga",
    terms: terms(`
      fugir, fugi, fugiu, fugia, fugindo, fugimos, fuga, escap*, me esconder, esconder me
    `),
    except: terms(`
      fugir do assunto, fugiu do assunto, fugia do assunto, foge do assunto
    `),
  },
  {
    id: "slow-motion",
    name: "Não conseguir mexer-se",
    article: "a imobilidade",
    terms: terms(`
      não conseguia me mexer, não conseguia mexer, não me conseguia mexer, não conseguia mover, câmera
      lenta, camera lenta, câmara lenta, pernas pesadas, preso no lugar
    `),
  },
  {
    id: "climbing",
    name: "Escalada",
    article: "a escalada",
    terms: terms(`
      escalar, escalava, escalei, escalando, escalada, trepar, trepava, trepei, escadote
    `),
  },
  {
    id: "driving",
    name: "Conduzir",
    article: "a condução",
    terms: terms(`
      dirigir, dirigia, dirigindo, conduzir, conduzia, conduzi, conduzindo, volante, travão, travões,
      =freio, =freios
    `),
    except: terms(`
      guarda freio, guarda freios,
      dirigiu se, dirigi me, dirigia se
    `),
  },
  {
    id: "being-late",
    name: "Atraso",
    article: "o atraso",
    terms: terms(`
      atrasad*, =atraso, =atrasei, =atrasar, em cima da hora, perdi a hora, perder a hora, tarde demais,
      com pressa, à pressa
    `),
    except: terms(`
      livro atrasado, livros atrasados, pagamento atrasado, conta atrasada, contas atrasadas, um pouco
      atrasado, relógio atrasado
    `),
  },
];
