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
  },
  {
    id: "chase",
    name: "Perseguição",
    article: "a perseguição",
    terms: terms(`
      persegu*, correndo atrás, corria atrás, correu atrás, vinha atrás, vinham atrás, me caçav*
    `),
  },
  {
    id: "running",
    name: "Correr",
    article: "a corrida",
    terms: terms(`
      correr, corria, corri, correu, correndo, corremos, corrida, disparei a correr
    `),
  },
  {
    id: "escape",
    name: "Fuga",
    article: "a fuga",
    terms: terms(`
      fugir, fugi, fugiu, fugia, fugindo, fugimos, fuga, escap*, me esconder, esconder me
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
      freio, freios
    `),
    except: terms(`
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
  },
];
