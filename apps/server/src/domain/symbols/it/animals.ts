import { type LocalSymbol, terms } from "../terms";

/** Animals in Italian: pets, farm animals, birds, fish, insects and wild animals (../terms.ts). */
export const ITALIAN_ANIMALS: LocalSymbol[] = [
  {
    id: "animal-attack",
    name: "Attacco di un animale",
    article: "l’attacco dell’animale",
    terms: terms(`
      mordev*, mordere, =morse, =morsi, =morso, morsicat*, morsicav*, mi mordeva, mi ha morso, mi morse,
      mi =morde, lo =morde, la =morde,
      azzannav*, azzannat*, sbranav*, sbranat*, sbranare, assalito da un, assalita da un,
      aggredit* da un cane, aggredit* da un, attaccat* da un, attaccat* da una, mi saltò addosso un,
      graffiat* dal gatto, beccav*
    `),
    except: terms(`
      mi mordevo il labbro, mordermi la lingua, morso la lingua, mordevo le unghie, mi morsi la lingua,
      un morso dopo l altro, morso di, un morso, l ha morsa, l ha morso, morso il panino, la =morsa, nella =morsa,
      morse la mela, mordeva il panino
    `),
  },
  {
    id: "dog",
    name: "Cane",
    article: "il cane",
    terms: terms(`
      =cane, =cani, cagnolino, cagnolina, cagnolini, cucciolo, cuccioli, cagnaccio, =cagna, pastore tedesco,
      =barboncino, labrador, =bassotto, =levriero, =molosso, =rottweiler, =pitbull, =dobermann, abbaiav*,
      abbaiare, abbaiando, =abbaio, randagio, randagi, guinzaglio
    `),
    except: terms(`
      da cani, cane da guardia della, solo come un cane, fa un freddo cane, freddo cane, cani e porci,
      figlio di un cane, un lavoro da cani, porca cagna
    `),
  },
  {
    id: "cat",
    name: "Gatto",
    article: "il gatto",
    terms: terms(`
      gatto, gatta, gatti, gatte, gattino, gattina, gattini, micio, micia, mici, miagolav*, felino, =soriano
    `),
    except: terms("quattro gatti, gatta da pelare, gatta ci cova, gatto delle nevi"),
  },
  {
    id: "horse",
    name: "Cavallo",
    article: "il cavallo",
    terms: terms(`
      cavallo, cavalli, cavalla, puledr*, pony, stallone, giumenta, galoppav*, galoppo, cavalcav*, cavalcare,
      a cavallo
    `),
    except: terms(`
      coda di cavallo, a cavallo tra, a cavallo fra, cavallo di battaglia, cavallo dei pantaloni,
      cavalli vapore
    `),
  },
  {
    id: "bird",
    name: "Uccello",
    article: "l’uccello",
    terms: terms(`
      uccell*, uccellino, uccellini, corvo, corvi, cornacchia, cornacchie, aquila, aquile, gufo, gufi,
      civetta, piccione, piccioni, pappagall*, =gabbiano, =gabbiani, =passero, =passeri, =passerotto, =passerotti, rondine, rondini, falco, falchi,
      colomba, colombe, avvoltoio, avvoltoi, merlo, merli, cigno, cigni, pettirosso, stormo, nido,
      cinguettav*, =canarino, =canarini
    `),
    except: terms(`
      nottambulo, asilo nido, al nido, fare la civetta, a volo d uccello, gufav*, passeri solitari, fare il pappagallo, giallo canarino,
      la colomba pasquale, una colomba di pasqua, fetta di colomba, la colomba e, nido d ape, nido di vespe
    `),
  },
  {
    id: "fish",
    name: "Pesce",
    article: "il pesce",
    terms: terms(`
      =pesce, =pesci, pesciolino, pesciolini, pesce rosso, pesci rossi, balena, balene, delfino, delfini,
      polpo, polpi, piovra, medusa, meduse, trota, tonno, orca, orche, branco di pesci, acquario
    `),
    except: terms(`
      pesce fuor d acqua, come un pesce fuor d acqua, muto come un pesce, pesce d aprile, sano come un pesce,
      non sapevo che pesci prendere, che pesci pigliare, che pesci prendere, ristorante di pesce,
      polpo alla, pesce spada alla, pesce al forno, pesce fritto, zuppa di pesce, di pesce,
      branzino al, tonno in scatola, scatoletta di tonno, pasta al tonno, orca miseria, orca l oca
    `),
  },
  {
    id: "butterfly",
    name: "Farfalla",
    article: "la farfalla",
    terms: terms(`
      farfalla, farfalle, farfallina, farfalline, falena, falene, =bruco, =bruchi, crisalide, bozzolo
    `),
  },
  {
    id: "pet",
    name: "Animale domestico",
    article: "l’animale domestico",
    terms: terms(`
      animale domestico, animali domestici, il mio animale, criceto, criceti, coniglio, conigli, coniglietto,
      coniglietti, porcellino d india, tartarughina, tartaruga, =fido
    `),
    except: terms("coniglio in umido, coniglio al forno, fare il coniglio"),
  },
  {
    id: "farm-animals",
    name: "Animali della fattoria",
    article: "gli animali della fattoria",
    terms: terms(`
      mucca, mucche, vacca, vacche, =toro, =tori, maiale, maiali, maialino, porco, porci, pecora, pecore,
      agnello, agnelli, caprett*, gallina, galline, pulcino, pulcini, anatra,
      anatre, fattoria, stalla, stalle, fienile, pollaio, gregge, mandria, asino, somaro, mulo, =gallo, =galli,
      vitelli, vitello, =capra, =capre, =oca, =oche
    `),
    except: terms(`
      pelle d oca, la pelle d oca, porca miseria, porco cane, porca vacca, porca puttana, pecora nera,
      porca troia, porco dio, pecora bollita, agnello al forno, agnello arrosto, di agnello, di pecora,
      carne di maiale, arrosto di maiale, formaggio di capra, piume di gallina, brodo di gallina, porca l oca,
      fradici come pulcini, fradicio come un pulcino, pelle d oca
    `),
  },
  {
    id: "snake",
    name: "Serpente",
    article: "il serpente",
    terms: terms(`
      serpent*, serpe, serpi, vipera, vipere, cobra, pitone, boa constrictor, biscia, bisce, aspide, sibilav*,
      a sonagli
    `),
    except: terms("lingua di vipera, serpe in seno"),
  },
  {
    id: "spider",
    name: "Ragno",
    article: "il ragno",
    terms: terms(`
      ragno, ragni, ragnetto, ragnetti, tarantola, tarantole, ragnatela, ragnatele, =vedova nera
    `),
    except: terms("uomo ragno"),
  },
  {
    id: "insects",
    name: "Insetti",
    article: "gli insetti",
    terms: terms(`
      insett*, =bestioline, =bestiolina, formica, formiche, scarafagg*, blatta, blatte, scarafaggio, verme,
      vermi, vermetti, larva, larve, =mosca, =mosche, moscerini, zanzara, zanzare, pidocchi, cimici, cimice,
      scorpione, scorpioni, cavallett*, locusta, locuste, grillo, grilli, lumaca, lumache, millepiedi, zecca,
      zecche
    `),
    except: terms(
      "verme solitario, mi sentivo un verme, sentivo un verme, mosca bianca, mosca cieca, nuov* di zecca",
    ),
  },
  {
    id: "bees",
    name: "Api",
    article: "le api",
    terms: terms(`
      =ape, =api, apetta, apette, vespa, vespe, calabrone, calabroni, sciame, alveare, alveari, pungiglione,
      punture, puntura
    `),
    except: terms(`
      in vespa, sulla vespa, con la vespa, in sella alla vespa, sciame di persone, puntura di zanzara, puntura d insetto, puntura dal medico, =ape car,
      puntura di richiamo
    `),
  },
  {
    id: "rodent",
    name: "Topi e ratti",
    article: "i topi",
    terms: terms(`
      =topo, =topi, topolino, topolini, =ratto, =ratti, pantegana, pantegane, roditor*, sorcio, sorci
    `),
    except: terms("topo di biblioteca"),
  },
  {
    id: "wolf",
    name: "Lupo",
    article: "il lupo",
    terms: terms(`
      =lupo, =lupi, lupa, lupacchiott*, ululav*, ululato, ululati, branco di lupi, volpe, volpi, sciacallo,
      sciacalli, coyote
    `),
    except: terms(`
      in bocca al lupo, lupo di mare, lupo solitario, fame da lupi, tempo da lupi, volpe vecchia,
      furbo come una volpe
    `),
  },
  {
    id: "bear",
    name: "Orso",
    article: "l’orso",
    terms: terms("=orso, =orsi, =orsa, orsacchiott*, orso bruno, grizzly, orso polare, =orsetto"),
    except: terms("orsetto gommoso, orso di peluche"),
  },
  {
    id: "big-cat",
    name: "Leone o tigre",
    article: "il leone",
    terms: terms(`
      leone, leoni, leonessa, =tigre, =tigri, leopardo, leopardi, pantera, pantere, giaguaro, ghepardo, puma,
      =lince
    `),
  },
  {
    id: "shark",
    name: "Squalo",
    article: "lo squalo",
    terms: terms(`
      squalo, squali, pescecane, pescecani, coccodrillo, coccodrilli, alligatore, alligatori, caimano
    `),
    except: terms("lacrime di coccodrillo, pinna da sub, pinne da sub"),
  },
];
