import { type LocalSymbol, terms } from "../terms";

/** The lexicon's travel entries in German: names and the words for them. */
export const GERMAN_TRAVEL_SYMBOLS: LocalSymbol[] = [
  {
    id: "car",
    name: "Auto",
    article: "das Auto",
    terms: terms(`
      =auto, =autos, *auto, *autos, autofahr*, autotür*, =pkw, =pkws, lieferwagen,
      lastwagen, streifenwagen, polizeiwagen, sportwagen, geländewagen, =lkw, =lkws, =laster, =lastauto,
      =transporter, =taxi, =taxis, taxifahr*, =jeep, =cabrio, =kombi, =karre, fahrzeug*, *fahrzeug,
      *fahrzeuge, rücksitz, beifahrersitz, beifahrerseite, =lenkrad
    `),
    except: terms(`
      =autogramm, =autor, =automat, =postauto, wagen es, wagen wir, wagen nicht, wagen sich, =kinderwagen,
      =einkaufswagen
    `),
  },
  {
    id: "car-crash",
    name: "Autounfall",
    article: "der Autounfall",
    terms: terms(`
      unfall*, *unfall, *unfälle, =unfälle, zusammenstoß*, zusammengestoßen, zusammenstoss*, kollision*,
      *kollision, kollidiert*, =crash, gecrasht, krachte .. gegen, krachten .. gegen, reingekracht,
      hineingekracht, reingerast, hineingerast, fuhr .. gegen einen
      baum, gegen die leitplanke, überschlug sich, hat sich überschlagen, auto .. ins schleudern, wagen .. ins
      schleudern,
      =auffahrunfall
    `),
  },
  {
    id: "train",
    name: "Zug",
    article: "der Zug",
    terms: terms(`
      =zug, =züge, =zuges, =zugs, =zügen, güterzug, nachtzug, schnellzug, regionalzug, geisterzug, zugfahrt,
      zugabteil, =abteil, =ice, u bahn, s bahn, =ubahn, =sbahn, in der bahn, mit der bahn, die bahn kam,
      straßenbahn*, strassenbahn*, =tram, =trams, =bim, =metro, =gleis, =gleise, =gleisen, *gleis,
      *gleise, bahnsteig*, *bahnsteig, =waggon, =waggons, *waggon, lokomotive*, =lok, schaffner*,
      zugführer*, eisenbahn*, =bahngleis, =bahngleise
    `),
    except: terms(`
      in einem zug, zug um zug, zum zug, in vollen zügen, in den letzten zügen, in groben zügen, im zuge,
      =anzug, =aufzug
    `),
  },
  {
    id: "missing-transport",
    name: "Verpasster Anschluss",
    article: "der verpasste Anschluss",
    terms: terms(`
      verpass* .. zug, verpass* .. bus, verpass* .. flug, verpass* .. flieger, verpass* .. flugzeug,
      verpass* .. bahn, verpass* .. fähre, verpass* .. anschluss, verpass* .. boot, verpass* .. schiff,
      verpass* .. tram, verpass* .. maschine, zug .. verpass*, bus .. verpass*, flug .. verpass*, flieger ..
      verpass*, flugzeug .. verpass*, bahn .. verpass*, fähre .. verpass*, anschluss .. verpass*, boot ..
      verpass*, tram .. verpass*, fuhr ohne mich, fuhren ohne mich, flog ohne mich, ohne mich abgefahren,
      ohne mich losgefahren, ohne mich abgeflogen, ohne ihn losgefahren, ohne sie losgefahren, ohne uns
      losgefahren, ohne ihn abgefahren, ohne sie abgefahren, ohne uns abgefahren, ohne mich abheb*, ohne
      mich abgehoben, ohne mich gestartet, fuhr* .. ohne mich, flog .. ohne mich, gate .. schon zu, gate ..
      geschlossen, zug war .. weg, bus war .. weg, vor der nase weg, vor meiner nase weg, nicht mehr
      erwischt, nicht mehr erwischen, erwischte .. zug nicht, erwischte .. bus nicht
    `),
  },
  {
    id: "airplane",
    name: "Flugzeug",
    article: "das Flugzeug",
    terms: terms(`
      flugzeug*, *flugzeug, *flugzeuge, =flieger, =fliegers, =flug, =fluges, =flugs, =flüge, rückflug,
      hinflug, langstreckenflug, nachtflug, =pilot, =piloten, =jet, =jets, *jet, *jets,
      =cockpit, =stewardess, flugbegleiter*, =airbus, =boeing, =maschine landete, =flugreise
    `),
    except: terms(`
      wie im flug, im flug vergangen, im flug vergingen
    `),
  },
  {
    id: "bus",
    name: "Bus",
    article: "der Bus",
    terms: terms(`
      =bus, =busses, *bus, *busse, *bussen, =postauto, =autobus, =omnibus
    `),
    except: terms(`
      =airbus, =rebus,
      =globus
    `),
  },
  {
    id: "bicycle",
    name: "Fahrrad",
    article: "das Fahrrad",
    terms: terms(`
      fahrrad*, *fahrrad, *fahrräder, =rad fahren, =rad gefahren, mit dem =rad, aufs =rad, auf dem =rad,
      auf mein =rad, auf meinem =rad, radfahr*, radel*, =radl, =velo, =velos, *velo, =bike, =bikes,
      mountainbike*, e bike, =drahtesel, =tandem, in die pedale
    `),
  },
  {
    id: "journey",
    name: "Reise",
    article: "die Reise",
    terms: terms(`
      =reise, =reisen, reiste, reisten, gereist, reise*, urlaubsreise, dienstreise, geschäftsreise,
      rundreise, heimreise, rückreise, abreise, anreise, weltreise, zugreise, busreise, schiffsreise,
      kreuzfahrt*, =koffer, *koffer, =gepäck, *gepäck, urlaub*, *urlaub, =ferien in, =ferien auf, =ferien am, in
      die =ferien, =ferienlager, =ferienwohnung, =ausflug,
      =ausflüge, =roadtrip, =trip
    `),
    except: terms(`
      urlaubsfoto*, urlaubsbild*, urlaubsvideo*, reisebüro*,
      =reis, zeitreise*, als wäre* .. urlaub, als ob .. urlaub
    `),
  },
  {
    id: "road",
    name: "Straße",
    article: "die Straße",
    terms: terms(`
      =straße, =straßen, =strasse, =strassen, *straße, *straßen, *strasse, *strassen, straßenrand,
      strassenrand, straßenecke, strassenecke, autobahn*, *autobahn, feldweg*, waldweg*, fußweg*,
      fussweg*, schotterweg*, kiesweg*, trampelpfad*, =pfad, =pfade, =pfades, *pfad, gehweg*, =bürgersteig,
      =trottoir, =radweg, =kreuzung, *kreuzung, =weggabelung, =abzweigung, =gasse, =gassen, *gasse,
      *gassen, =allee, =fahrbahn, =highway, =landstraße, straßenzug*, strassenzug*, =stau, =standspur,
      =raststätte, =leitplanke, =mittelstreifen, der weg, den weg, die wege, =wege, =weges
    `),
    except: terms(`
      auf den weg gemacht, auf den weg machen, machte .. auf den weg, machten .. auf den weg, aus dem weg, im
      weg, in den weg, den weg frei, den weg erklärt, den weg .. erklärt, den weg beschrieben, den weg gezeigt,
      nach dem weg, den weg zu erklären,
      =straßenbahn, =strassenbahn, =sackgasse, =milchstraße, =milchstrasse
    `),
  },
];
