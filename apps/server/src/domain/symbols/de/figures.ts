import { type LocalSymbol, terms } from "../terms";

/** The lexicon's figure entries in German: names and the words for them. */
export const GERMAN_FIGURES_SYMBOLS: LocalSymbol[] = [
  {
    id: "friend",
    name: "Freund",
    article: "der Freund",
    terms: terms(`
      =freund, =freunde, =freunden, =freundes, =freundin, =freundinnen, bester freund, beste freundin,
      besten freund, besten freundin, =kumpel, =kumpels, =kumpeline, =kumpane, =spezi, =spezis, =buddy,
      =mitbewohner, =mitbewohnerin, =mitbewohnern, =mitbewohnerinnen, =clique, =freundeskreis, =schulfreund,
      =schulfreundin, =jugendfreund, =jugendfreundin, =kindheitsfreund, =kindheitsfreundin,
      =sandkastenfreund, =sandkastenfreundin, =studienfreund, =studienfreundin, =brieffreund,
      =brieffreundin, =homies, =kamerad, =kameraden, =schulkameraden, =gspänli, =gspändli, =haberer,
      =freunderl
    `),
    except: terms(`
      seine freundin, seiner freundin, freund und feind, kein freund von
    `),
  },
  {
    id: "deceased",
    name: "Verstorbene",
    article: "die Verstorbenen",
    terms: terms(`
      verstorb*, * jahre tot, seit .. jahren tot, seit jahren tot, seit langem tot, schon lange tot, lange tot, längst
      tot, in echt tot, eigentlich tot, der .. gestorben ist, die .. gestorben ist,
      der .. gestorben war, die .. gestorben war, schon gestorben, längst gestorben, lange gestorben, seit ..
      jahren gestorben, vor .. jahren gestorben, lebt nicht mehr, nicht mehr lebt, nicht mehr am leben,
      wieder am leben, wieder lebendig, noch am leben, lebte noch, noch lebte, lebendig geworden, von den
      toten auferstanden, von den toten zurück, =selig
    `),
    except: terms(`
      glückselig, überselig, ich war selig, war selig, fast gestorben, wäre .. gestorben, beinahe
      gestorben, ich bin noch am leben, ich war noch am leben, bin ich noch am leben, war ich noch am
      leben, wir sind noch am leben, wir waren noch am leben, ich lebte noch, ich lebe noch, wir lebten
      noch
    `),
  },
  {
    id: "stranger",
    name: "Fremder",
    article: "der Fremde",
    terms: terms(`
      ein mann, ein alt mann, ein alter mann, ein älterer mann, ein jung mann, ein junger mann, ein fremd
      mann, ein unbekannt mann, ein groß mann, ein dick mann, ein dünn mann, ein seltsam mann, ein
      merkwürdig mann, ein komisch mann, ein unheimlich mann, ein hager mann, ein maskiert mann, ein
      glatzköpfig mann, ein bärtig mann, eine frau, einer frau, ein alt frau, ein alte frau, ein älter frau,
      ein jung frau, ein fremd frau, ein unbekannt frau, ein seltsam frau, ein dick frau, ein klein frau,
      ein herr, ein alt herr, ein älter herr, ein dick herr, ein fremd herr, ein dame, ein alt dame, ein
      älter dame, ein typ, ein jung typ, ein komisch typ, ein fremd typ, ein kerl, ein alt kerl, fremd
      leut, fremd mensch, fremd mann, fremd frau, fremd person, unbekannt mann, unbekannt frau, unbekannt
      person, =wildfremde, =wildfremder, =wildfremden, =geschäftsmann, =geschäftsfrau, =rentner,
      =rentnerin, =rentnern
    `),
    except: terms(`
      ich bin ein mann, ich bin eine frau, ich war ein mann, ich war eine frau, als mann, als frau,
      ein mann der tat, ein mann von welt, wie ein mann, wie eine frau, ich bin rentner, ich bin
      rentnerin
    `),
  },
  {
    id: "intruder",
    name: "Eindringling",
    article: "der Eindringling",
    terms: terms(`
      =einbrecher, =einbrecherin, =einbrechern, =einbruch, =einbrüche, =wohnungseinbruch, eingebrochen,
      =eindringling, =eindringlinge, =eindringlingen, =dieb, =diebe, =dieben, =diebin, *dieb, *diebe,
      =räuber, =räubern, =räuberin, =überfall, =überfallen, =ausgeraubt, =bestohlen, =beklaut,
      =plünderer, =einbrecherbande, ins haus eingedrungen, in die wohnung eingedrungen, brach ins haus ein,
      brach bei uns ein, brach bei mir ein
    `),
    except: terms(`
      räuber und gendarm, eis eingebrochen, ins eis, durchs eis, einbruch der, herzensdieb, zeitdieb,
      von müdigkeit überfallen, von angst überfallen
    `),
  },
  {
    id: "boss",
    name: "Chef",
    article: "der Chef",
    terms: terms(`
      =chef, =chefs, =chefin, =chefinnen, =boss, =bosse, =vorgesetzte, =vorgesetzter, =vorgesetzten,
      =teamleiter, =teamleiterin, =abteilungsleiter, =abteilungsleiterin, =filialleiter, =filialleiterin,
      =schichtleiter, =schichtleiterin, =geschäftsführer, =geschäftsführerin, =arbeitgeber,
      =arbeitgeberin, =manager, =managerin, =firmenchef, =firmenchefin, =ceo, =bürochef, =personalchef,
      =personalchefin, =projektleiter, =projektleiterin, =gruppenleiter, =gruppenleiterin
    `),
    except: terms(`
      chef alien, chef koch, chef de
    `),
  },
  {
    id: "teacher",
    name: "Lehrer",
    article: "der Lehrer",
    terms: terms(`
      =lehrer, =lehrern, =lehrers, =lehrerin, =lehrerinnen, *lehrer, *lehrerin, *lehrern, *lehrerinnen,
      =lehrkraft, =lehrkräfte, =professor, =professorin, =professoren, =prof, =profs, =dozent, =dozentin,
      =dozenten, =direktor, =direktorin, =schuldirektor, =schuldirektorin, =rektor, =rektorin,
      =schulleiter, =schulleiterin, =tutor, =tutorin, =lehrmeister
    `),
    except: terms(`
      =direktor =der =bank
    `),
  },
  {
    id: "celebrity",
    name: "Berühmtheit",
    article: "die Berühmtheit",
    terms: terms(`
      =promi, =promis, =prominente, =prominenter, =prominenten, =berühmtheit, =berühmtheiten, =star, =stars,
      *star, *stars, berühmt mensch, berühmt person, berühmt leut, berühmt schauspiel, berühmt sänger,
      berühmt sängerin, =sänger, =sängerin, =sängern, =popsänger, =popsängerin, =schauspieler,
      =schauspielerin, =schauspielern, =filmstar, =popstar, =rockstar, =präsident, =präsidentin,
      =bundespräsident, =bundespräsidentin, =bundeskanzler, =bundeskanzlerin, =kanzler, =kanzlerin,
      =könig, =königin, =prinz, =prinzessin, =prinzen, =prinzessinnen, =queen, =youtuber,
      =youtuberin, =influencer, =influencerin, =rapper, =rapperin, =fußballstar, =fernsehmoderator,
      =fernsehmoderatorin, =bundesrätin, =ministerpräsident, =minister,
      =ministerin, =hollywoodstar, =weltstar, =superstar, =filmschauspieler, =schlagersänger
    `),
    except: terms(`
      könig der, königin der, =könig =der =löwen, schützenkönig, heiliger könig, drei könige, grauer
      star, bienenkönigin,
      burger king
    `),
  },
  {
    id: "crowd",
    name: "Menschenmenge",
    article: "die Menschenmenge",
    terms: terms(`
      menschenmenge, menschenmengen, *menschenmenge, menschenmasse, menschenmassen, menschenauflauf,
      menschentraube, =gedränge, =gedrängel, =gedrängelt, =drängelten, drängten sich, dicht gedrängt,
      =getümmel, =gewühl, die menge, der menge, tausende leute, tausende menschen, tausende von menschen,
      hunderte leute, hunderte menschen, hunderte von menschen, massen von menschen, massen an menschen,
      =überfüllt, =rappelvoll, =proppenvoll, brechend voll, voller leute, voller menschen, viele leute,
      viele menschen, so viele leute, so viele menschen, lauter leute, alle standen im kreis,
      =zuschauermenge, =schaulustige, =schaulustigen, alle haben mich angestarrt, alle starrten mich an,
      alle haben mich angeschaut, alle schauten mich an, alle glotzten, =menschenmeer, =volksmenge,
      =massenpanik
    `),
    except: terms(`
      die menge an, die menge von, der menge an, der menge von
    `),
  },
  {
    id: "police",
    name: "Polizei",
    article: "die Polizei",
    terms: terms(`
      polizei*, *polizei, =polizist, =polizisten, =polizistin, =polizistinnen, *polizist, *polizisten,
      *polizistin, =streifenwagen, =streifenpolizist, =kripo, =kommissar, =kommissarin, =kommissare,
      =detektiv, =detektivin, =inspektor, =gendarm, =gendarmen, =gendarmerie, =cop, =cops, =kieberer,
      =polente, =sheriff, =handschellen, =verhaftet, =festgenommen, =streife
    `),
    except: terms(`
      polizei angerufen, polizei anrufen, polizei anzurufen, polizei rufen, räuber und gendarm, ich war
      die kommissarin, ich war der kommissar, polizeiruf
    `),
  },
  {
    id: "doctor",
    name: "Arzt",
    article: "der Arzt",
    terms: terms(`
      =arzt, =ärzte, =ärzten, =arztes, =ärztin, =ärztinnen, *arzt, *ärzte, *ärzten, *ärztin, *ärztinnen,
      =doktor, =doktorin, =doktoren, =doc, =chirurg, =chirurgin, =chirurgen, =psychiater, =psychiaterin,
      =therapeut, =therapeutin, =therapeuten, =psychologe, =psychologin, =psychotherapeut,
      =psychotherapeutin, =zahnarzt, =zahnärztin, =tierarzt, =tierärztin, =dentist, =notarzt, =notärztin,
      =kinderarzt, =kinderärztin, =hausarzt, =hausärztin, =frauenarzt, =frauenärztin, =sprechzimmer,
      =arztpraxis
    `),
    except: terms(`
      =doktorarbeit, =doktor =spielen, =doktorspiele
    `),
  },
  {
    id: "soldier",
    name: "Soldaten",
    article: "die Soldaten",
    terms: terms(`
      =soldat, =soldaten, =soldatin, =soldatinnen, *soldat, *soldaten, =armee, =armeen, =truppen,
      =militär, =militärs, =feind, =feinde, =feinden, =feindin, =feindliche, =feindlichen, =söldner,
      =krieger, =kriegern, =offizier, =offiziere, =offizieren, =leutnant, =feldwebel, =sergeant,
      =bundeswehr, =wehrmacht, =rekruten, =rekrut, =landsknechte, =partisanen, =milizen, =miliz, =kompanie,
      =regiment, =bataillon, =uniformierte, =uniformierten, =heer, =heere, =streitkräfte
    `),
    except: terms(`
      =feind =und =freund, =freund =und =feind, =mein =eigener =feind, heer von, =erzfeind
    `),
  },
];
