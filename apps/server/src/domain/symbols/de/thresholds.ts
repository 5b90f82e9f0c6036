import { type LocalSymbol, terms } from "../terms";

/** The lexicon's thresholds entries in German: names and the words for them. */
export const GERMAN_THRESHOLDS_SYMBOLS: LocalSymbol[] = [
  {
    id: "roof",
    name: "Dach",
    article: "das Dach",
    terms: terms(`
      =dach, =daches, =dächer, =dächern, *dach, *dächer, *dächern, dachterrasse*, dachkante, dachrinne,
      dachfirst, dachziegel*, balkon*, *balkon, *balkone, =sims, =simse, fenstersims, =mauervorsprung
    `),
    except: terms(`
      unter einem dach, unter dach und fach, eins aufs dach, =obdach
    `),
  },
  {
    id: "elevator",
    name: "Aufzug",
    article: "der Aufzug",
    terms: terms(`
      =aufzug, =aufzugs, =aufzüge, =aufzügen, aufzugtür*, aufzugstür*, fahrstuhl*, =lift, =lifts, =liftes,
      rolltreppe*, *rolltreppe, *rolltreppen, =paternoster
    `),
  },
  {
    id: "stairs",
    name: "Treppe",
    article: "die Treppe",
    terms: terms(`
      treppe*, *treppe, *treppen, =stiege, stiegenhaus*, =stufen
    `),
    except: terms(`
      =rolltreppe, =rolltreppen, =treppenwitz
    `),
  },
  {
    id: "door",
    name: "Tür",
    article: "die Tür",
    terms: terms(`
      =tuer, =tuere, =tueren, haustuer*, wohnungstuer*, zimmertuer*,
      =tür, =türe, =türen, haustür*, wohnungstür*, zimmertür*, eingangstür*, kellertür*, hintertür*,
      badezimmertür*, badtür*, küchentür*, schlafzimmertür*, autotür*, glastür*, holztür*, stahltür*,
      eisentür*, metalltür*, geheimtür*, drehtür*, schiebetür*, falltür*, terrassentür*, balkontür*,
      klotür*, toilettentür*, flurtür*, gartentür*, flügeltür*, schwingtür*, feuertür*, brandschutztür*,
      aufzugstür*, aufzugtür*, kabinentür*, türklinke*, türrahmen, türschwelle, türspalt, türknauf,
      türschloss, türöffnung, =tor, =tore, =toren, gartentor*, scheunentor*, burgtor*, stadttor*,
      eisentor*, hoftor*, =pforte
    `),
    except: terms(`
      vor die tür gesetzt, vor die tür setzen, vor die tür gesetzt hat,
      mit der tür ins haus, zwischen tür und angel, tür und tor, tor geschossen, tor schießen, tor schoss,
      tore geschossen, tor erzielt, ins tor, tore schießen
    `),
  },
  {
    id: "window",
    name: "Fenster",
    article: "das Fenster",
    terms: terms(`
      fenster*, *fenster, *fenstern, =fensterscheibe, =fensterbank, =fensterbrett, gegen die scheibe, an die
      scheibe, an der scheibe,
      durch die scheibe, =bullauge, =bullaugen
    `),
    except: terms(`
      weg vom fenster,
      =zeitfenster,
      browserfenster, =popup fenster, pop up fenster
    `),
  },
  {
    id: "bridge",
    name: "Brücke",
    article: "die Brücke",
    terms: terms(`
      =bruecke, =bruecken,
      brücke*, *brücke, *brücken, =viadukt
    `),
    except: terms(`
      =eselsbrücke, =hebebrücke, =zahnbrücke, brücken schlagen, brücke schlagen, brücken abbrechen,
      brücken abgebrochen, goldene brücke
    `),
  },
  {
    id: "hallway",
    name: "Flur",
    article: "der Flur",
    terms: terms(`
      dunklen flur, dunkler flur, dunklen gang, dunkler gang,
      =flur, =flure, =flurs, =fluren, *flur, =korridor, =korridore, *korridor, =diele, =hausgang,
      =kellergang, =vorzimmer, =eingangshalle, =eingangsbereich, langen gang, langer gang, den gang
      entlang, auf dem gang, im gang, =gänge entlang
    `),
    except: terms(`
      schon im gang, voll im gang, noch im gang, bereits im gang, in gang,
      feld und flur, im =gange
    `),
  },
  {
    id: "maze",
    name: "Labyrinth",
    article: "das Labyrinth",
    terms: terms(`
      labyrinth*, *labyrinth, *labyrinthe, =irrgarten, =irrgärten, im kreis gelaufen, im kreis gegangen,
      im kreis gefahren, im kreis gerannt, im kreis lief, im kreis ging, lief* .. im kreis, ging* .. im
      kreis, irrte* .. im kreis, fuhr* .. im kreis, rannte* .. im kreis, den ausgang nicht,
      fand den weg nicht, fand .. nicht mehr raus, fand .. nicht mehr heraus, fanden .. nicht mehr raus
    `),
  },
  {
    id: "city",
    name: "Stadt",
    article: "die Stadt",
    terms: terms(`
      =stadt, =städte, =städten, *stadt, *städte, *städten, stadtzentrum, stadtmitte, stadtrand,
      stadtviertel, stadtteil, =dorf, =dorfes, =dörfer, =dörfern, bergdorf, heimatdorf,
      fischerdorf, nachbardorf, =hochhaus, =hochhäuser, =hochhäusern, wolkenkratzer*, =city, =metropole,
      =metropolen, =großstadt, =kleinstadt
    `),
    except: terms(`
      kirche im dorf
    `),
  },
  {
    id: "airport",
    name: "Flughafen",
    article: "der Flughafen",
    terms: terms(`
      flughafen*, *flughafen, =flughäfen, =airport, =terminal, =terminals, =bahnhof, =bahnhofs, *bahnhof,
      =bahnhöfe, abflug*, =gate, gepäckband, sicherheitskontrolle, abflughalle, ankunftshalle,
      =bahnhofshalle
    `),
  },
  {
    id: "shop",
    name: "Laden",
    article: "der Laden",
    terms: terms(`
      im laden, in den laden, einen laden, der laden, den laden, dem laden, kleinen laden, kleiner laden,
      =läden, bioladen, buchladen, klamottenladen, kleiderladen, dorfladen, bäckerladen, tante emma laden,
      =geschäft, im geschäft, ins geschäft, =geschäfte, *geschäft, *geschäfte, supermarkt*, *supermarkt, =markt,
      =marktes,
      =märkte, *markt, beim bäcker, beim metzger, kaufhaus*, *kaufhaus,
      einkaufszentrum, einkaufszentren, =mall, =shop, =shops, =boutique, =bäckerei, =metzgerei, =kiosk,
      =migros, =coop, =aldi, =lidl, =rewe, =edeka
    `),
    except: terms(`
      geschäft machen, geschäft erledigen, großes geschäft, kleines geschäft, auf den markt gebracht, auf den
      markt bringen, auf den markt kommen, auf den markt kam, geschäfte
      machen, geschäfte gemacht, =arbeitsmarkt, =aktienmarkt, =immobilienmarkt, =wohnungsmarkt, =binnenmarkt,
      =tagesgeschäft, =rechtsgeschäft
    `),
  },
  {
    id: "party",
    name: "Party",
    article: "die Party",
    terms: terms(`
      =party, =partys, =parties, *party, *partys, =fete, =feiern, feierte*, gefeiert, *feier,
      sommerfest, dorffest, straßenfest, strassenfest, oktoberfest, familienfest, geburtstagsfest,
      gartenfest, stadtfest, weihnachtsfest, volksfest, schützenfest, weinfest, kirmes*, *kirmes, =kilbi,
      =kirchweih, =jahrmarkt, =kindergeburtstag, ein fest, einem fest, auf dem fest, aufs fest, konzert*,
      *konzert, =festival, =festivals, *festival, =tanzen, tanzte*, getanzt, tanzend*, =disco, =disko,
      =rave, im club, in den club, in einen club, in einem club, =geburtstagsparty
    `),
    except: terms(`
      flocken tanzten, schneeflocken tanzten, lichter tanzten, blätter tanzten, funken tanzten, schatten
      tanzten, tanzte .. vor meinen augen, tanzten .. vor meinen augen, aus der reihe tanzen, aus der reihe
      tanzt, nach .. pfeife tanzen, nach .. pfeife tanzte,
      =trauerfeier, =gedenkfeier, =abdankungsfeier, =totenfeier, staub .. getanzt, staub tanzte
    `),
  },
  {
    id: "cemetery",
    name: "Friedhof",
    article: "der Friedhof",
    terms: terms(`
      friedhof*, *friedhof, =friedhöfe, =grab, =grabes, =gräber, =gräbern, *grab, *gräber, grabstein*,
      *grabstein, =gruft, =grüfte, =sarg, =särge, =särgen, *sarg, =gottesacker
    `),
    except: terms(`
      bis ins grab, mit ins grab nehm*, mit ins grab genommen, eigenes grab, im grab umdrehen
    `),
  },
  {
    id: "stage",
    name: "Bühne",
    article: "die Bühne",
    terms: terms(`
      =bühne, =bühnen, *bühne, bühnen*, =publikum, =zuschauer, =zuschauern, =vortrag, eine rede, meine
      rede, hielt .. rede, rede halten, rede gehalten, rede hält, rede hielt, =präsentation, mikrofon*,
      *mikrofon, =mikro, rampenlicht,
      scheinwerferlicht, =auftritt, =auftritts, =aufführung, theaterstück, =applaus
    `),
    except: terms(`
      =hebebühne, über die bühne
    `),
  },
];
