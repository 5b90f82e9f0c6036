import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * Italian words and idioms of Hall–Van de Castle apprehension: fear, worry, embarrassment, shame,
 * regret; standard, regional (North, Rome, South) and colloquial, with forms typed without accents.
 */
export const ITALIAN_APPREHENSION: LocalFeelings[] = [
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      terrorizzat*, terrore, atterrit*, inorridit*, raggelat*, in preda al panico, nel panico, panico, panic*,
      impanicat*, morto di paura, morta di paura, morti di paura, mezzo morto di paura, mezza morta di paura,
      paura fottuta, paura matta, una paura tremenda, una paura terribile, una fifa blu, fifa blu,
      gelare il sangue, sangue gelato, sangue .. gelò, sangue .. gelava, si è gelato il sangue,
      il cuore in gola, col cuore in gola, con il cuore in gola, pietrificat* dalla paura,
      paralizzat* dalla paura, paralizzat* dal terrore, tremavo di paura, tremare di paura, tremante di paura,
      tremava di paura, me la sono fatta addosso, me la facevo addosso, me la facevo sotto,
      me la sono fatta sotto, farsela sotto, farmela sotto, cagat* sotto, cagav* sotto, cacat* sotto,
      cacav* addosso, cagav* addosso, sclerat* dalla paura, =terrorizzata
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      paura, paure, spaventat*, spaventar*, =spavento, =spaventi, =spaventai, =spaventò, =spaventa,
      =spaventavo, =spaventava, =spaventavano, impaurit*, intimorit*, timore, timori, temevo, temeva, temere,
      temetti, fifa, cagotto, cacarella, fifone, fifona, =strizza, avevo uno spago, che spago, scantat*, scanto,
      scantai, mi scanto, mi sono preso un colpo, mi sono presa un colpo, mi prese un colpo,
      mi è preso un colpo, m è preso un colpo, preso un colpo, presa un colpo, allarmat*, in allarme,
      brividi lungo la schiena, un brivido lungo la schiena, brivido di paura, brividi di paura,
      la pelle d oca, pelle d oca, =sentivo minacciat*, mi =sentivo in pericolo, in trappola e spaventat*,
      fuggivo per salvarmi, scappavo per salvarmi la vita, correvo per salvarmi la vita,
      per salvarmi la pelle, sobbalzai, ho sobbalzato, sussultai, ho sussultato, mi sono spaventat*,
      mi spaventai, nel terrore, convint* di morire, pensavo di morire, credevo di morire,
      sicur* di morire, temevo di morire, non avevo il coraggio di, non ho avuto il coraggio di,
      non ebbi il coraggio di, senza il coraggio di, tremavo ancora,
      tremavo come una foglia, tremava come una foglia, tremante come una foglia, batteva i denti dalla paura,
      svegliat* col cuore a mille, svegliat* con il cuore a mille, svegliat* col cuore che .. batteva,
      svegliat* con il cuore che .. batteva, svegliat* col cuore che martellava, svegliai col cuore a mille,
      =sveglio col cuore a mille, =sveglio con il cuore a mille, svegliat* col batticuore, mi si rizzavano i capelli, rizzati i capelli,
      capelli dritti in testa, con la fifa, avevo la strizza, una strizza, sudavo dalla paura,
      ansia e paura, in preda alla paura, presa dalla paura, preso dalla paura, morivo di paura,
      moriva di paura, spaventatissim*, =atterrito, =atterrita, rimast* di ghiaccio, rimasi di ghiaccio,
      gelat* dalla paura, gelo nelle vene, mi tremavano le ginocchia, con il terrore addosso
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      =tremavo, =tremava, =tremavano, =tremando, =tremante, =tremanti, =tremare, =tremai, =tremo, =tremò,
      =tremavamo, =trema, =tremano, =tremavi,
      mi tremavano le gambe, mi tremavano le mani, tremavo tutto, tremavo tutta, sudore freddo, sudavo freddo,
      sudori freddi, il cuore batteva forte, il cuore mi batteva forte, cuore .. all impazzata,
      il cuore a mille, cuore a mille, il cuore che batteva, cuore mi batteva, cuore che mi batteva,
      il cuore martellava, cuore mi martellava, cuore martellante, trattenevo il respiro,
      trattenni il respiro, trattenendo il respiro, ero paralizzat*, rimasi paralizzat*, rimasta paralizzata,
      rimasto paralizzato, restai paralizzat*, ero pietrificat*, rimasi pietrificat*, rimast* pietrificat*,
      rimasto di sasso, gelata sul posto, gelato sul posto, immobile dalla paura
    `),
  },
  {
    emotion: "fear",
    intensity: 3,
    kind: "stimulus",
    terms: terms(
      "terrificant*, terrorizzant*, agghiaccian*, raccapricciant*, da incubo, che orrore, un orrore, l orrore",
    ),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      spaventos*, pauros*, fa paura, faceva paura, facevano paura, metteva paura, mettevano paura,
      mette paura, mettere paura, minaccios*, inquietant*, da brividi, mi faceva paura, mi fece paura,
      mi ha fatto paura, mi mise paura, mi ha messo paura, mi metteva paura, da pelle d oca
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      ansia, ansie, ansios*, ansiosament*, in ansia, che ansia, un ansia, l ansia, =agitato, =agitata,
      =agitati, =agitate, agitatissim*, agitazion*, mi =agitavo, preoccupat*, preoccupazione, preoccupazioni,
      mi preoccupavo, preoccupavo, in pensiero, angosciat*, =angoscia, angosce, inquietudine, =inquieto,
      =inquieta, =inquieti, =inquiete, tesissim*, in tensione, la tensione, teso come una corda,
      tesa come una corda, stressat*, stress, sotto pressione, nodo allo stomaco, un nodo allo stomaco,
      stomaco chiuso, stomaco annodato, un brutto presentimento, brutto presentimento, presentimento,
      cattivo presentimento, col fiato sospeso, con il fiato sospeso, in apprensione, apprensione, paranoia,
      paranoic*, in para, in paranoia, andato in paranoia, andata in paranoia, sclerav*, sclerare, in crisi,
      impotente, mi =sentivo impotente, insicur*, a disagio, disagio, =sentivo in trappola, smaniav*,
      irrequiet*, turbat*, sottosopra, in ambasce, inquietudin*, nervosissim*, in agitazione, tremarella,
      col batticuore, con il batticuore, batticuore, affannat*, in affanno, farfalle nello stomaco,
      le farfalle nello stomaco, ansia a mille, l ansia a mille, in ansia da prestazione, agitatissim*,
      preoccupatissim*, ansiosissim*, nervosissim*, in fibrillazione, col fiato corto per l ansia,
      mi mangiavo le unghie, mangiandomi le unghie, non stavo nella pelle dall ansia, sulle spine,
      stavo sulle spine, sui carboni ardenti, con il cuore in subbuglio
    `),
  },
  {
    emotion: "worry",
    intensity: 1,
    terms: terms("nervos*, =teso, ero =tesa, era =tesa, =tesa come, mi sentivo =tesa, un po in ansia"),
  },
  {
    emotion: "worry",
    intensity: 1,
    kind: "stimulus",
    terms: terms("angosciant*, stressant*, snervant*, opprimente, opprimenti, soffocant*, ansiogen*"),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      imbarazzat*, imbarazzo, in imbarazzo, che imbarazzo, =imbarazzante, umiliat*, umiliazione, figuraccia,
      una figuraccia, figura di merda, figura di cacca, che figura, arrossii, arrossito, arrossita,
      sono arrossit*, diventai rosso, diventai rossa, diventato rosso, diventata rossa,
      rosso come un peperone, rossa come un peperone, volevo sprofondare, avrei voluto sprofondare,
      sprofondare dalla vergogna, volevo scomparire, avrei voluto scomparire, impacciat*, mortificat*, mi volevo sotterrare,
      volevo sotterrarmi, mi sarei sotterrat*, sprofondare sotto terra, volevo sparire, avrei voluto sparire,
      rosso in faccia dalla vergogna, rossa in faccia dalla vergogna, mi sentivo a disagio,
      mi sono vergognat*, mi vergognavo, mi vergognai, in difficoltà, ridicol* davanti a tutti, scuorno,
      che scuorno, =sentivo ridicol*, =sentivo un idiota, =sentivo una stupida, =sentivo uno stupido,
      =sentivo stupid*, =sentivo scem*
    `),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`
      vergogna, vergogn*, svergognat*, in colpa, senso di colpa, sensi di colpa, =sentivo colpevol*,
      mi =sentivo colpevole, colpevolizzat*, indegn*, =sentivo sporc*, =sentivo un verme,
      mi =sentivo una merda, mi =sentivo un impostore, mi =sentivo un impostora, =sentivo un fallito,
      =sentivo una fallita
    `),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(`
      pentit*, pentimento, rimorso, rimorsi, rimpiant*, rimpiangev*, rimpiansi, mi pentivo, mi pentii,
      mi dispiaceva tantissimo, mi mangiavo le mani, mangiarmi le mani, mi sono mangiat* le mani
    `),
  },
];
