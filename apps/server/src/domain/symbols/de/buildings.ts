import { type LocalSymbol, terms } from "../terms";

/** The lexicon's building entries in German: names and the words for them. */
export const GERMAN_BUILDINGS_SYMBOLS: LocalSymbol[] = [
  {
    id: "house",
    name: "Haus",
    article: "das Haus",
    terms: terms(`
      =haus, =hauses, =häuser, =häusern, zu hause, zuhause, zu uns nach hause, zu mir nach hause, bin .. nach
      hause, sind .. nach hause, kam .. nach hause, kamen ..
      nach hause, ging .. nach hause, gingen .. nach hause, daheim, komm heim, komme heim, kam heim, kamen
      heim, bin .. heim, ging heim, gingen heim, fuhr heim, heimkomm*, heimgekommen, einfamilienhaus*,
      bauernhaus*, ferienhaus*, landhaus*, reihenhaus*, holzhaus*, wohnhaus*,
      gutshaus*, pfarrhaus*, nachbarhaus*, mietshaus*, doppelhaus*, strandhaus*, spukhaus*, geisterhaus*,
      wohnzimmer*, =wohnung, =wohnungen, *wohnung,
      *wohnungen, =villa, =villen, =hütte, =hütten, *hütte, =anwesen, =herrenhaus, =häuschen
    `),
    except: terms(`
      volles haus, volle haus, vollen haus,
      von haus aus, ins haus stehen, steht .. ins haus, außer haus, haus und hof, aus dem häuschen, ins heim
    `),
  },
  {
    id: "hidden-room",
    name: "Unbekanntes Zimmer",
    article: "das unbekannte Zimmer",
    terms: terms(`
      geheim* zimmer, geheim* raum, geheim* räume, geheimzimmer, geheimraum, geheimgang, geheimtür*,
      versteckt* zimmer, versteckt* raum, verborgen* zimmer, verborgen* raum, zusätzlich* zimmer,
      zusätzlich* raum, weiter* zimmer .. nie, neues zimmer, neuen zimmer, noch ein zimmer, ein zimmer
      mehr, zimmer .. nie gesehen, raum .. nie gesehen, räume .. nie gesehen, zimmer .. nicht kannte,
      raum .. nicht kannte, räume .. nicht kannte, zimmer .. nichts wusste, zimmer .. gar nicht gibt,
      zimmer .. nicht gab
    `),
  },
  {
    id: "childhood-home",
    name: "Elternhaus",
    article: "das Elternhaus",
    terms: terms(`
      elternhaus*, haus meiner kindheit, wohnung meiner kindheit, in dem ich aufgewachsen, in der ich
      aufgewachsen, wo ich aufgewachsen, haus meiner eltern, haus meiner großeltern, haus meiner oma,
      haus von oma, omas haus, haus meiner großmutter, bei meinen großeltern, bei meinen eltern, unser altes
      haus, unserem alten haus, mein altes haus, meinem alten haus, meine alte wohnung, meiner alten wohnung,
      unsere alte wohnung, unserer alten wohnung, altes zuhause, alten zuhause, früheren wohnung, frühere
      wohnung, früheres haus,
      früheren haus, wo wir damals gewohnt, wo wir früher gewohnt, in der wir damals gewohnt, in der wir
      früher gewohnt, in dem wir damals gewohnt, in dem wir früher gewohnt
    `),
  },
  {
    id: "basement",
    name: "Keller",
    article: "der Keller",
    terms: terms(`
      dunklen keller, dunkler keller,
      keller*, *keller, *kellern, =untergeschoss, =untergeschoß, =souterrain
    `),
  },
  {
    id: "attic",
    name: "Dachboden",
    article: "der Dachboden",
    terms: terms(`
      dachboden*, *dachboden, auf dem speicher, auf den speicher, vom speicher, auf dem estrich, auf den
      estrich, vom estrich, =dachkammer, =dachzimmer, =dachstube, =mansarde, =dachgeschoss, =dachgeschoß,
      =dachstuhl
    `),
  },
  {
    id: "bedroom",
    name: "Schlafzimmer",
    article: "das Schlafzimmer",
    terms: terms(`
      =schlafzimmer, =schlafzimmers, =schlafzimmern, *schlafzimmer, =kinderzimmer, =schlafraum, =schlafsaal,
      mein zimmer, meinem zimmer, meines zimmers,
      =jugendzimmer
    `),
  },
  {
    id: "bathroom",
    name: "Badezimmer",
    article: "das Badezimmer",
    terms: terms(`
      =bad, =badezimmer, =badezimmers, =badezimmern, *badezimmer, =toilette, =toiletten, *toilette, *toiletten,
      =klo, =klos, *klo,
      =wc, =wcs, stilles örtchen, =waschraum, =waschräume, =badezimmertür
    `),
    except: terms(`
      bad ischl, bad tölz, bad homburg, bad godesberg, bad reichenhall, bad kissingen, bad ems, bad nauheim, bad
      aussee, bad gastein, bad hofgastein, bad ragaz, bad zurzach, bad oeynhausen, bad harzburg, bad kreuznach,
      bad dürkheim, bad wörishofen, bad füssing, bad hersfeld, bad segeberg, bad schandau, bad doberan, bad
      vöslau, bad saulgau, bad aibling, bad wildbad, bad pyrmont, bad salzuflen, bad ischls, bad vilbel, bad
      soden, bad urach, bad cannstatt, bad honnef, bad münstereifel, bad staffelstein, bad kötzting, bad
      mergentheim, bad wiessee, bad ischler,
      bad nehm*, bad genommen, bad nahm, heißes bad, heißen bad, warmes bad, warmen bad, bad einlassen, bad
      eingelassen
    `),
  },
  {
    id: "kitchen",
    name: "Küche",
    article: "die Küche",
    terms: terms(`
      =kueche, =kuechen, kuehlschrank*,
      =küche, =küchen, *küche, =herd, =herdes, *herd, =ofen, *ofen, =öfen, kühlschrank*, *kühlschrank,
      =spüle, spülbecken, =kochnische, küchenzeile, =backstube
    `),
    except: terms(`
      schuss in den ofen, der ofen ist aus,
      =waschküche, wie .. auf dem herd, wie .. auf dem ofen
    `),
  },
  {
    id: "school",
    name: "Schule",
    article: "die Schule",
    terms: terms(`
      =schueler, =schuelerin, =klassenzimmer,
      =schule, =schulen, *schule, *schulen, schulhof, schulklasse*, schulbank, schulflur,
      schulgebäude, schulweg, schultoilette*, klassenzimmer*, klassenraum, in der klasse, meine klasse,
      meiner klasse, klassenkamerad*, mitschüler*, =schüler, =schülerin, =schülerinnen, hausaufgabe*,
      vorlesung*, hörsaal, =uni, universität*, =gymnasium, =gymi, =campus, =abitur, =abi, =matura,
      =unterricht, *unterricht, hatten .. chemie, hatten .. mathe, hatten .. physik, hatten .. biologie
    `),
    except: terms(`
      =fahrschule, =hundeschule, =tanzschule, =baumschule, =reitschule, =skischule, =surfschule, =segelschule,
      =flugschule, =fahrschulen,
      muss .. zur schule, zur schule muss, zur schule gehe, mehr zur schule, mit der schule
    `),
  },
  {
    id: "workplace",
    name: "Arbeitsplatz",
    article: "der Arbeitsplatz",
    terms: terms(`
      =buero, =bueros,
      büro*, *büro, *büros, bei der arbeit, auf der arbeit, auf arbeit, zur arbeit, in der arbeit, in die
      arbeit, von der arbeit, arbeitsplatz*, arbeitsstelle, kolleg*, *kollege, *kollegen, *kollegin,
      *kolleginnen, =meeting, =meetings, besprechung*, =sitzung, meine schicht, meiner schicht,
      nachtschicht, frühschicht, spätschicht, schichtbeginn, schichtende, =firma, in der firma,
      =lehrling, =werkstatt, =großraumbüro
    `),
    except: terms(`
      =büroklammer, =büroklammern,
      =bürokratie, =kollegium, von der spätschicht, von der nachtschicht, von der frühschicht
    `),
  },
  {
    id: "hospital",
    name: "Krankenhaus",
    article: "das Krankenhaus",
    terms: terms(`
      krankenhaus*, *krankenhaus, =spital, =spitals, =spitäler, *spital, =klinik, =kliniken, *klinik,
      klinikum, notaufnahme, krankenwagen, =rettungswagen, =ambulanz, operationssaal, =op saal, operiert,
      krankenschwester*, krankenpfleger*, =pfleger, =pflegerin, intensivstation, krankenzimmer,
      krankenbett, =lazarett, kreißsaal, =kreisssaal, =kreissaal, entbindungsstation
    `),
  },
  {
    id: "church",
    name: "Kirche",
    article: "die Kirche",
    terms: terms(`
      =kirche, =kirchen, *kirche, kirchturm*, kirchenbank, kirchenschiff, =dom, =doms,
      kathedrale*, =kapelle, *kapelle, moschee*, synagoge*, =tempel, *tempel, =altar, =altars, =gottesdienst
    `),
    except: terms(`
      =blaskapelle, =musikkapelle, kirche im dorf
    `),
  },
  {
    id: "prison",
    name: "Gefängnis",
    article: "das Gefängnis",
    terms: terms(`
      =gefaengnis, =gefaengniszelle,
      gefängnis*, *gefängnis, =knast, =zelle, =zellen, gefängniszelle, einzelzelle, handschelle*, verhaftet,
      festgenommen, verhaftung, festnahme, hinter gittern, in haft, =häftling, =häftlinge, =kerker,
      =verlies
    `),
  },
  {
    id: "hotel",
    name: "Hotel",
    article: "das Hotel",
    terms: terms(`
      hotel*, *hotel, *hotels, =motel, =hostel, =herberge, jugendherberge, =lobby, =rezeption
    `),
  },
];
