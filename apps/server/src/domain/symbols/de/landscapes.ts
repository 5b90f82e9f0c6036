import { type LocalSymbol, terms } from "../terms";

/** The lexicon's landscape entries in German: names and the words for them. */
export const GERMAN_LANDSCAPES_SYMBOLS: LocalSymbol[] = [
  {
    id: "forest",
    name: "Wald",
    article: "der Wald",
    terms: terms(`
      dunklen wald, dunkler wald,
      wald, *wald, *wälder, *waeldern, *wäldern, dschungel, forst, gehölz, dickicht, unterholz, waldrand,
      waldweg, waldboden, waldlichtung, waldhütte, waldstück, waldpfad, waldsee, waldstraße
    `),
    except: terms(`
      =waldi, oswald, ewald
    `),
  },
  {
    id: "tree",
    name: "Baum",
    article: "der Baum",
    terms: terms(`
      =baeume, =baeumen,
      baum, *baum, *baume, *baumen, *bäume, *bäumen, *baums, baumstamm, baumkrone, baumhaus, eiche, =eichen,
      birke, birken, tanne, tannen, fichte*, zypresse*, palme, palmen, ahorn, pappel, pappeln, kastanienbaum*,
      =esche, trauerweide*, baumwipfel
    `),
    except: terms(`
      stammbaum, stammbäume, aufbäumen, purzelbaum, purzelbäume, schlagbaum, wie bäume, wie baeume, auf die
      palme, auf der palme, baumwolle
    `),
  },
  {
    id: "flowers",
    name: "Blumen",
    article: "die Blumen",
    terms: terms(`
      blume, blumen, *blume, *blumen, blumenstrauß*, blumenstrauss*, blumenwiese, blumenbeet*, blumenkranz,
      =blüte, =blüten, *blüte, *blüten, blühen, blühte, blühten, geblüht, blühend*, rose, rosen, tulpe*,
      *tulpe, *tulpen, nelke*, lilie*, orchidee*, gänseblümchen, vergissmeinnicht, mohnblume*,
      stiefmütterchen, krokus*, narzisse*, hyazinthe*, dahlie*, löwenzahn, flieder, strauß rosen, strauß
      blumen, blütenblätter, knospe*
    `),
    except: terms(`
      blumenkohl, durch die blume, rosenmontag, rosenkranz
    `),
  },
  {
    id: "garden",
    name: "Garten",
    article: "der Garten",
    terms: terms(`
      garten, *garten, *gärten, kleingarten*, schrebergarten*, =wiese, =wiesen, *wiese, blumenwiesen,
      liegewiesen, auf dem rasen, auf den rasen, den rasen, der rasen, rasen gemäht, rasen mähen, rasenmäher*,
      rasenfläche*, beet, beete, *beet, *beete, obstgarten
    `),
    except: terms(`
      kindergarten, kindergärten, tiergarten, biergarten, biergärten, =kindergartens, *kindergarten
    `),
  },
  {
    id: "mountain",
    name: "Berg",
    article: "der Berg",
    terms: terms(`
      =berg, =berge, =bergen, =berges, =bergs, gebirge, *gebirge, hügel, *hügel, hügeln, *hügeln, gipfel,
      *gipfel, klippe*, *klippe,
      *klippen, felswand, *felswand, *nordwand, steilwand, abhang, steilhang, berghang, =hang, abgrund, =grat,
      bergkamm, bergspitze*, alpen, bergsteig*, bergwand
    `),
    except: terms(`
      ameisenhügel, maulwurfshügel, =grabhügel,
      berge von, berg von, ein berg an, über den berg, über dem berg, hinterm berg, hinter dem berg, goldene
      berge, ist der gipfel, der gipfel der, einen hang zu, hang zur
    `),
  },
  {
    id: "desert",
    name: "Wüste",
    article: "die Wüste",
    terms: terms(`
      wüste, wüsten, *wüste, *wüsten, wueste, wuesten, wüstensand, ödland, einöde, oase, oasen
    `),
    except: terms(`
      wüst aus, wüst beschimpft, wüstes durcheinander, wüsten durcheinander, wüst zugerichtet,
      wüste beschimpfung*, wüste party, wüsten beschimpfungen, verwüsten
    `),
  },
  {
    id: "cave",
    name: "Höhle",
    article: "die Höhle",
    terms: terms(`
      =höhle, =höhlen, *höhle, *höhlen, hoehle, hoehlen, grotte*, *grotte, tunnel, tunnels, *tunnel, *tunnels,
      unterirdisch*, bergwerk*, katakombe*
    `),
    except: terms(`
      unterirdisch schlecht, augenhöhle*, mundhöhle, bauchhöhle, nasenhöhle*, achselhöhle*, brusthöhle,
      kieferhöhle*
    `),
  },
  {
    id: "island",
    name: "Insel",
    article: "die Insel",
    terms: terms(`
      insel, inseln, *insel, *inseln, eiland, schiffbrüchig*
    `),
    except: terms(`
      halbinsel, halbinseln, verkehrsinsel, verkehrsinseln, pinsel*, *pinsel, *pinseln
    `),
  },
];
