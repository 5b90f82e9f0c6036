import { type LocalSymbol, terms } from "../terms";

/** The lexicon's conflict entries in German: names and the words for them. */
export const GERMAN_CONFLICT_SYMBOLS: LocalSymbol[] = [
  {
    id: "killing",
    name: "Töten",
    article: "das Töten",
    terms: terms(`
      ermord*, mord, *mord, mörder*, umgebracht, umbring*, =brachte mich um, =brachte ihn um, =brachte sie um,
      =brachte uns um, =brachten mich um, =brachten ihn um, =brachten sie um, =brachten uns um,
      brachte jemanden um, =töten, =tötete, =töteten, =tötet, =getötet, =töte, erschossen, erschoss*,
      erschieß*, erstochen, erstach*, erstech*, erwürgt, erwürg*, erdrosselt, vergiftet, abgestochen,
      abgeknallt, hingerichtet, enthauptet, kehle durchgeschnitten, totgeschlagen, totgeschossen, erschlagen
    `),
    except: terms(`
      umbringen können, erwürgen können, ermorden können, töten können, erschießen können, erschlagen können,
      bringt mich noch um, bringt mich um, wie erschlagen, um den schlaf, um den verstand
    `),
  },
  {
    id: "attack",
    name: "Angriff oder Kampf",
    article: "der Angriff",
    terms: terms(`
      angriff, angegriffen, griff mich an, griffen mich an, griff uns an, griffen uns an, griff ihn an,
      griffen ihn an, griff sie an, griffen sie an, angreif*, attackiert*, attacke, überfall*, =überfallen,
      prügel*, geprügelt, verprügelt, schlägerei, =gekämpft, =kämpfte, =kämpften, =kämpfen, =kämpft, =kampf,
      faustkampf, zweikampf, faustschlag, faustschläge, mit fäusten, =tritten, =tritte, fußtritt*, trat mich,
      trat ihn, trat nach mir, trat nach ihm, trat nach ihr, schlug mich, schlug ihn, schlug ihm ins gesicht,
      schlugen mich, schlugen ihn, auf mich eingeschlagen, auf ihn eingeschlagen, zusammengeschlagen,
      zusammengetreten, ins gesicht geschlagen, mich geschlagen, ohrfeige*, geohrfeigt, würgte mich,
      würgten mich, mich gewürgt, rauferei, gerauft, rauften, boxte, geboxt, handgemenge, stach .. auf,
      stach zu
    `),
    except: terms(`
      raufte sich die haare, rauften sich die haare, raufte mir die haare, schlug ihn vor, schlug mich vor,
      schlug ihm vor, in angriff, kämpf* mit den tränen, kämpf* gegen die tränen, kämpf* gegen den schlaf,
      kämpf* gegen die müdigkeit, kämpf* gegen die zeit, kämpf* gegen die strömung, kämpf* gegen die wellen,
      kämpf* gegen den wind, kämpf* gegen den sturm, mit den tränen gekämpft, mit den tränen zu kämpfen,
      gegen den schlaf gekämpft, gegen die strömung gekämpft, gegen die wellen gekämpft,
      gegen die müdigkeit gekämpft
    `),
  },
  {
    id: "argument",
    name: "Streit",
    article: "der Streit",
    terms: terms(`
      streit, streit*, gestritten, stritt*, zoff, gezofft, zofften, zank*, gezankt, krach mit, krach gehabt,
      angeschrien, anschreien, anzuschreien, schrie .. an, schrien .. an, schreit .. an, angebrüllt,
      anbrüllen, anzubrüllen, brüllte .. an, brüllten .. an, zurückgeschrien, zurückgebrüllt, diskussion,
      auseinandersetzung, wortgefecht, meinungsverschiedenheit, vorwürfe, vorgeworfen, beschimpf*, keifte*,
      zusammengestaucht, standpauke
    `),
    except: terms(`
      streitkräfte
    `),
  },
  {
    id: "war",
    name: "Krieg",
    article: "der Krieg",
    terms: terms(`
      =krieg, =kriege, =krieges, =kriegs, *krieg, *kriegs, kriegsgebiet, kriegsschauplatz, kriegszustand,
      bombe, bomben, *bombe, *bomben, bombardier*, zerbomb*, ausgebombt, bombenangriff*, bombenalarm,
      explosion*, explodiert*, granate*, *granate, *granaten, panzer, luftangriff*, fliegeralarm,
      schützengraben, schlachtfeld, =schlacht, gefecht, gefechte, feuergefecht, schießerei, =schüsse,
      =schüssen, maschinengewehr*, invasion, einmarsch*, truppen, bomber
    `),
    except: terms(`
      explodiert vor freude, explodierte vor freude, vor freude explodiert, vor freude explodierte,
      explodiert vor lachen, vor lachen explodiert, explodiert vor glück, dreißigjährige krieg,
      dreißigjährigen krieg, vor wut explodiert, explodierte vor wut, rosenkrieg
    `),
  },
  {
    id: "trapped",
    name: "Gefangen sein",
    article: "das Gefangensein",
    terms: terms(`
      eingeschlossen, eingesperrt, war gefangen, waren gefangen, gefangen in, gefangen im, saß gefangen,
      gefangen gehalten, wie gefangen, fühlte mich gefangen, saß fest, saßen fest, sitze fest, steckte fest,
      steckten fest, stecke fest, feststeck*, festgesteckt, festgesessen, in der falle, in die falle,
      kein ausweg, keinen ausweg, ausweglos, kein entkommen, nicht mehr raus, nicht mehr heraus,
      konnte nicht raus, konnten nicht raus, konnte nicht hinaus, nicht rauskam, nicht rauskamen,
      nicht rauskommen, kam nicht raus, kamen nicht raus, nicht vor und nicht zurück, weder vor noch zurück,
      eingeklemmt, eingemauert, lebendig begraben, wurde verschüttet, war verschüttet, waren verschüttet,
      gefesselt, festgebunden
    `),
    except: terms(`
      fisch gefangen, fische gefangen, ball gefangen, gefangen genommen
    `),
  },
  {
    id: "watched",
    name: "Beobachtet werden",
    article: "das Beobachtetwerden",
    terms: terms(`
      mich beobachtet, uns beobachtet, beobachtete mich, beobachteten mich, beobachtete uns, beobachteten uns,
      mich .. beobachtet, beobachtet wurde, beobachtet wurden, beobachtet werden, beobachtet zu werden,
      fühlte mich beobachtet, beobachtet gefühlt, mich angestarrt, uns angestarrt, mich .. angestarrt,
      uns .. angestarrt, starrte mich, starrten mich, starrte uns, starrten uns, reingestarrt, hereingestarrt,
      belauert, beäugt, ließ mich nicht aus den augen, alle augen auf mich, alle augen waren auf mich,
      alle starrten, glotzten, geglotzt, angeglotzt, angegafft, gafften, gegafft, bespitzelt, überwacht
    `),
  },
  {
    id: "infidelity",
    name: "Untreue",
    article: "die Untreue",
    terms: terms(`
      betrog*, betrüg*, betrügt, =betrogen, fremdgeh*, fremdgegangen, =ging .. fremd, =gingst .. fremd,
      =geht .. fremd, affäre, seitensprung, untreu*, liebhaber*, die =geliebte, seine =geliebte,
      ihre =geliebte, eine =geliebte, seinen =geliebten, ihren =geliebten, erwisch* .. mit,
      mit einer anderen frau, mit einem anderen mann, mit einer anderen geschlafen,
      mit einem anderen geschlafen, mit einer anderen erwischt, mit einem anderen erwischt,
      mit einer anderen im bett, mit einem anderen im bett
    `),
    except: terms(`
      um .. geld betrogen, betrog* .. um .. geld, beim spiel betrogen, beim kartenspiel betrogen,
      beim schach betrogen, bei der prüfung betrogen, beim test betrogen, bei der klausur betrogen,
      beim monopoly betrogen, betrüger
    `),
  },
  {
    id: "animal-attack",
    name: "Tierangriff",
    article: "der Tierangriff",
    terms: terms(`
      mich .. gebissen, mir .. gebissen, ihn .. gebissen, uns .. gebissen, gebissen worden, wurde gebissen,
      biss mich, biss mir, biss ihn, biss sie, biss uns, bissen mich, beißt mich, biss .. zu, bisswunde,
      angefallen, zerfleisch*, von einem hund angegriffen, von .. gebissen, sprang mich an
    `),
    except: terms(`
      auf die zunge gebissen, in die zunge gebissen, auf die lippe gebissen, auf die lippen gebissen,
      in den hintern gebissen, in den arsch gebissen, zähne zusammengebissen, in ein .. gebissen,
      in den apfel gebissen
    `),
  },
];
