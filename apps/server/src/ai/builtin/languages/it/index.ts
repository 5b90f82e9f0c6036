import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import { leadingTo } from "../feelings";
import type { LanguageRules } from "../types";
import { ITALIAN_FEELINGS } from "./feelings";
import { ITALIAN_SCENE } from "./not-symbols";

/**
 * Italian: how the analyst reads a dream written in Italian (../types.ts). Italian drops its subject
 * pronouns, so the person of the verb says who felt it: "ero felice" is the dreamer, "era furioso"
 * someone else.
 */
export const ITALIAN: LanguageRules = {
  language: "it",
  stemmer: "italian",
  feelings: ITALIAN_FEELINGS,
  symbols: SYMBOLS_IN.it,
  cues: {
    negation: terms("non, mai, né, senza, nessun*, niente, nulla, neanche, nemmeno, neppure, mica, manco"),
    negationUndone: terms(`
      =così, =cosi, tanto, tanta, talmente, altrettanto, smettere, smettevo, trattenere, trattenermi,
      nascondere, fare a meno, evitare, dalla, dal, per la
    `),
    hypothetical: terms(`
      se fossi, se fosse, se fossimo, se fossero, se avessi, se avesse, se avessimo, come se, avrei, avresti,
      avrebbe, avremmo, avrebbero, sarei, saresti, sarebbe, =saremmo, sarebbero, potrei, potrebbe,
      potevo essere, vorrei, volevo essere, volevo sembrare, speravo, sperando, fingevo, fingeva,
      facevo finta, faceva finta, far finta, per non, pur di non, rischiavo di, invece di, qualora, casomai,
      caso mai, nel caso in cui, se solo, se mi fossi, se ci fossimo, se l avessi, se lo avessi, se la avessi,
      immaginavo di essere, fingendo di essere, sembrare
    `),
    dreamer: [
      ...terms("io, =mi, =me, =mio, =mia, =miei, =mie, noi, =nostro, =nostra, =nostri, =nostre"),
      ...terms(
        "=ero, =eravamo, =avevo, =ho, =abbiamo, =sentivo, =sentii, =provavo, =provai, =stavo, =restai",
      ),
      ...terms("=rimasi, =sono rimasto, =sono rimasta, =divenni, =diventai, =sì, =mi =sono, =mi =ero"),
      // "Mi si stringeva il cuore": the heart, the throat, the blood are the dreamer's, not a third person's.
      ...terms(`
        =si * il cuore, =si * * il cuore, =si * la gola, =si * * la gola, =si * lo stomaco, =si * il sangue,
        =si * * il sangue, =si * le gambe, =si * i capelli, =si * la voce
      `),
      // A verb in the first person of the imperfect ("tremavo", "ridevamo") and the word before it,
      // so that the verb's own person wins over a person named earlier ("mi inseguiva e tremavo").
      ...terms("*avo, *evo, *ivo, * *avo, * *evo, * *ivo, * *avamo, * *evamo, * *ivamo"),
    ],
    we: terms("=noi, =eravamo, =abbiamo, * *avamo, * *evamo, * *ivamo"),
    // The dreamer as object: "me" alone says who felt only just before the feeling's words (../types.ts).
    dreamerObject: [
      ...terms("=mi, =me, =m, =mi =ha, =mi =aveva, =mi =hanno, =mi =avevano, =mi =è, =mi =era"),
      ...leadingTo(
        terms(`
      =mi =faceva, =mi =fa, =mi =fece, =mi =ha =fatto, =mi =aveva =fatto, =mi =veniva, =mi =viene,
      =mi =venne, =mi =è =venuto, =mi =è =venuta, =mi =metteva, =mi =mise, =mi =ha =messo, =mi =dava,
      =mi =diede, =mi =ha =dato, =mi =prese, =mi =prendeva, =mi =è =preso, =mi =è =presa,
      =mi =ha =preso
        `),
      ),
    ],
    others: [
      ...terms(
        "lui, lei, loro, =ha, =hanno, =era, =erano, =aveva, =avevano, =sembrava, =sembravano, =pareva",
      ),
      ...terms("=stava, =stavano, =rimase, =restò, =tutti, =tutte, ognuno, qualcuno, il mio ex, la mia ex"),
      // A third person's reflexive ("si è messa a ridere"), and a third person's own sign of a feeling,
      // which says who felt it even with no subject before it ("Piangeva piano").
      ...terms(`
        =si, =piangeva, =piangevano, =pianse, =piange, =piangono, =rideva, =ridevano, =rise, =ride, =ridono,
        =sorrideva, =sorridevano, =sorrise, =sorride, =urlava, =urlavano, =gridava,
        =gridavano, =singhiozzava, =sbuffava, =sbuffavano, =sembrava, =pareva, =aveva l aria
      `),
      // The third person of the imperfect, and the word before it (its subject: "Giada rideva").
      ...terms("*avano, *evano, *ivano, * *ava, * *eva, * *iva, * *avano, * *evano, * *ivano"),
      ...terms(`
        madre, mamma, padre, papà, babbo, fratello, sorella, nonno, nonna, zio, zia, cugino, cugina, figlio,
        figlia, bambino, bambina, bimbo, bimba, ragazzo, ragazza, ragazzi, uomo, donna, uomini, donne,
        signora, signore, amico, amica, amici, amiche, =marito, moglie, fidanzato, fidanzata, compagno,
        compagna, collega, =capo, maestra, maestro, professore, professoressa, dottore, gente, persone,
        persona, cane, gatto, cavallo, vicina, vicino di casa, vicini, suocera, suocero, cognato, cognata,
        nipote, nipoti, prete, suora, vigile, poliziotto, infermiera, infermiere, medico, dottoressa, cameriere,
        cameriera, commessa, cassiera, capoturno, contadino, collega, colleghi, sposa, sposo, gemelli, strega,
        bambini, bimbi, ragazzini, ladro, tizio, tipo
      `),
    ],
    waking: terms(`
      mi sono svegliat*, =svegliai, mi =svegliavo, poi mi =sveglio, e mi =sveglio, quando mi =sveglio,
      finché mi =sveglio, allora mi =sveglio, mi =sveglio di, mi =sveglio con, mi =sveglio sudat*,
      mi =sveglio in, =svegliandomi, al risveglio, risvegliat*, =risvegliandomi, appena svegli*,
      una volta svegli*, da svegli*, =svegliarmi, ho aperto gli occhi, aprii gli occhi,
      quando mi sono svegliat*, mi ha svegliat*, mi hanno svegliat*, sveglia suonava, mi sveglio davvero,
      mi sveglio per davvero, mi sveglio sul serio, al mio risveglio, appena aperti gli occhi,
      dopo essermi svegliat*, quando ho aperto gli occhi, riaperto gli occhi nel letto, svegliatomi, svegliatami,
      mi sono risvegliat*, poi mi =sveglio, e mi =sveglio
    `),
    threats: terms(`
      insegu*, =mostro, =mostri, nascond*, nascost*, attaccav*, aggred*, aggression*, scappav*, scappare,
      scappai, fuggiv*, fuggire, fuggii, fuga, ladr*, coltell*, pistol*, fucile, armat*, assassin*, uccid*,
      ammazz*, buio, oscurità, ombra, ombre, lupo, lupi, serpent*, squal*, fantasm*, demon*, diavol*, zombi*,
      spar*, morire, morivo, morto, cadevo, precipitav*, annegav*, affogav*, incendio, fiamme, intruso,
      intrusi, incappucciat*, minacc*, urlava, urlavano, sangue, strega, vampir*, crollav*, terremoto,
      passamontagna, rapinator*, vipera, vipere, ragno, ragni, squalo, bomba, bombe, esplosion*, soldati,
      figura nera, figura scura, senza faccia, senza volto, pericolo, onda, tsunami, alluvione, fumo,
      posseduta, posseduto, esorcismo, cadavere, morti, lupo mannaro, alieni, rapit*, rapimento, pugnale,
      zombi*, orco, l uomo nero, uomo nero, =babau, presenza, precipizio, vuoto sotto
    `),
    clauseBreaks: terms(`
      =ma, =però, =pero, =perché, =perche, quando, mentre, =poi, finché, dopo che, anche se, eppure, anzi,
      =quindi, =invece, dato che, siccome, visto che, tanto che, =cioè
    `),
    // A comparison ("come un ladro", "come due ragazzini") names no image of the dream.
    ...ITALIAN_SCENE,
    notSymbols: terms(`
      come =un *, come =una *, come =uno *, come =due *, tipo =un *, tipo =una *, tipo =uno *, come *,
      come =il *, come =la *, come =lo *, come =l *, come in =un *, come in =una *, come nei *, come nelle *,
      come se fosse =un *, come se fosse =una *, come se fosse =la *, come se fosse =il *, come fosse =un *,
      come fosse =una *, =sembrava =un *, =sembrava =una *, =pareva =un *, =pareva =una *, simile a =un *
    `),
    notFeelings: terms(`
      da paura, una festa da paura, festa a sorpresa, a sorpresa, sorpresa per, una sorpresa per,
      buon compleanno, felice anno nuovo, buone feste, felice notte, mare calmo, mare era calmo, mare agitato,
      acque agitate, acqua calma, acque calme, il mare era agitato, cielo sereno, cielo era sereno,
      tempo sereno, giornata serena, con calma, calma piatta, lasciami in pace, lasciarmi in pace,
      lasciatemi in pace, riposa in pace, riposi in pace, in santa pace, strada tranquilla,
      quartiere tranquillo, posto tranquillo, zona tranquilla, canzone triste, musica triste, film triste,
      storia triste, musica allegra, canzone allegra, colori allegri, film dell orrore, film horror,
      film di paura, storie di paura, che ne so, mi mancava l aria, mancava l aria, mi mancava il fiato,
      mancava il fiato, mi mancava il respiro, mancava il respiro, mi manca l aria, stare tranquill*,
      stai tranquill*, state tranquill*, stare calm*, stai calm*, fare pace, fatto pace, facemmo pace,
      fare la pace, per fare pace, la terra =tremava, il pavimento =tremava, =tremava =tutto, =tutto =tremava,
      le pareti tremavano, i vetri tremavano, la casa tremava, contento lui, contenta lei, cuore contento,
      morale della favola, sogno tranquillo, un sogno tranquillo, sogno sereno, notte tranquilla,
      serata tranquilla, giornata tranquilla, vita tranquilla, mare tranquillo, cielo tranquillo,
      ci ridevo su, ci ridevo sopra, ci rideva su, ci ridevamo su, ci ridevano su, tremavo dal freddo,
      tremavo di freddo, tremava dal freddo, tremava di freddo, tremare dal freddo, tremando dal freddo,
      tremavamo dal freddo, tremante dal freddo, =tranquillo prendi, stai sereno, stai serena,
      state sereni, sta tranquill*, =tranquilli che, passo tranquillo, al passo, film comico,
      barzelletta divertente, faccia da triste, triste mietitore, allegra brigata, compagnia allegra
    `),
  },
};
