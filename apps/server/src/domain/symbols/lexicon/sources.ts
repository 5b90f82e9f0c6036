import type { SourceKey, SymbolSource } from "@somnia/shared/symbols";

/**
 * The works the lexicon's readings are written from, one row per key an entry cites: the one
 * place for the citations (SOURCES.md next to this file says how they are used). `research` keys
 * support statements about how common a theme is and how dreams relate to waking life; `tradition`
 * marks a classic or popular interpretive tradition; `popular` a cultural association offered as a
 * prompt for reflection.
 */
export const SOURCES: Readonly<Record<SourceKey, Omit<SymbolSource, "key">>> = {
  HVDC: {
    kind: "research",
    short: "Hall & Van de Castle 1966",
    citation:
      "Hall, C. S., & Van de Castle, R. L. (1966). The Content Analysis of Dreams. New York: Appleton-Century-Crofts.",
    about: "Coding of characters, social interactions, misfortunes, emotions and settings.",
  },
  TDQ: {
    kind: "research",
    short: "Nielsen et al. 2003",
    citation:
      "Nielsen, T. A., Zadra, A. L., Simard, V., Saucier, S., Stenstrom, P., Smith, C., & Kuiken, D. (2003). The typical dreams of Canadian university students. Dreaming, 13(4), 211–235.",
    about:
      "The Typical Dreams Questionnaire (being chased, falling, school and exams, arriving late, flying, nudity, teeth, a dead person alive, …).",
  },
  DOMHOFF: {
    kind: "research",
    short: "Domhoff 1996, 2003",
    citation:
      "Domhoff, G. W. (1996). Finding Meaning in Dreams: A Quantitative Approach. New York: Plenum; and Domhoff, G. W. (2003). The Scientific Study of Dreams. Washington, DC: APA.",
    about: "Continuity between dream content and waking concerns.",
  },
  SCHREDL: {
    kind: "research",
    short: "Schredl 2018",
    citation:
      "Schredl, M. (2018). Researching Dreams: The Fundamentals. Cham: Palgrave Macmillan; and Schredl, M., & Hofmann, F. (2003). Continuity between waking activities and dream activities. Consciousness and Cognition, 12(2), 298–308.",
    about: "Continuity between waking activities and dream activities; how dreams are researched.",
  },
  REVONSUO: {
    kind: "research",
    short: "Revonsuo 2000",
    citation:
      "Revonsuo, A. (2000). The reinterpretation of dreams: An evolutionary hypothesis of the function of dreaming. Behavioral and Brain Sciences, 23(6), 877–901.",
    about: "Threat-simulation theory (chases, attacks, escapes).",
  },
  HARTMANN: {
    kind: "research",
    short: "Hartmann 1998",
    citation:
      "Hartmann, E. (1998). Dreams and Nightmares: The New Theory on the Origin and Meaning of Dreams. New York: Plenum.",
    about: "The “central image” that pictures an emotion (e.g. a tidal wave for overwhelm).",
  },
  FREUD: {
    kind: "tradition",
    short: "Freud 1900",
    citation: "Freud, S. (1900). The Interpretation of Dreams, ch. V “Typical dreams”.",
    about: "Embarrassment at nakedness, death of loved persons, examination dreams.",
  },
  JUNG: {
    kind: "tradition",
    short: "Jung 1964",
    citation: "Jung, C. G. (Ed.) (1964). Man and His Symbols. London: Aldus.",
    about: "The house as an image of the self, the shadow, figures of the unconscious.",
  },
  GARFIELD: {
    kind: "tradition",
    short: "Garfield 2001",
    citation:
      "Garfield, P. (2001). The Universal Dream Key: The 12 Most Common Dream Themes Around the World. New York: HarperCollins.",
    about: "The most common dream themes around the world and their popular readings.",
  },
  LABERGE: {
    kind: "research",
    short: "LaBerge 1985",
    citation: "LaBerge, S. (1985). Lucid Dreaming. Los Angeles: Tarcher.",
    about: "Lucid dreams and false awakenings.",
  },
  POP: {
    kind: "popular",
    short: "Popular dream literature",
    citation: "Popular dream literature and dream dictionaries.",
    about:
      "Recurring cultural associations with no single authority. Used only as a hedged prompt (“some people connect … with …”).",
  },
};
