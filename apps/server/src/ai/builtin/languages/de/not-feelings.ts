import { terms } from "../../../../domain/symbols/terms";

/**
 * Nobody surprised: "niemand in der Kantine hat sich gewundert" negates the whole clause, however far
 * the surprise is from "niemand" (../../README.md); "keiner außer mir hat sich gewundert" is left to
 * the dreamer, so "außer" is never among the words between.
 */
const NOBODY_WONDERED = ["niemand", "keiner"].flatMap((nobody) =>
  [
    "",
    "=am *",
    "=im *",
    "=in =der *",
    "=in =dem *",
    "=auf =der *",
    "=sonst",
    "=von =uns",
    "=von =denen",
    "=da",
  ]
    .map((where) => `=${nobody} ${where}`.trim())
    .flatMap((who) => [
      `${who} =hat =sich .. gewundert`,
      `${who} =wunderte =sich`,
      `${who} =schien .. =zu =wundern`,
    ]),
);

/**
 * Phrases holding a German feeling word that state no feeling (../types.ts): greetings and idioms
 * ("zum Glück", "keine Angst"), other senses (sour milk, howling sirens, a quiet street, a lonely
 * road, the sun beaming), a feeling negated inside a phrase ("gar nicht ruhig") or at the end of an
 * inverted one ("Angst hatte ich keine"), and someone else's face or anger turned at the dreamer.
 */
export const GERMAN_NOT_FEELINGS = terms(`
  alles gute, frohe weihnachten, frohes neues, frohes fest, herzlichen glückwunsch, liebe grüße,
  lass mich in ruhe, ließ mich in ruhe, in ruhe lassen, ruhe in frieden, ruhe bewahren, mit ruhe,
  in aller ruhe, in ruhe, ruhige straße, ruhiges meer, ruhige see, ruhiger see, das meer war ruhig,
  die see war ruhig, wasser war ruhig, ruhiges wasser, ruhige gegend, ruhiges viertel, ruhiger ort,
  trauriges lied, traurige musik, traurige geschichte, horrorfilm, gruselfilm, angsthase, keine ahnung,
  zum glück, glück gehabt, viel glück, glücksspiel, spaß beiseite, aus spaß, zum spaß, schwein gehabt,
  frieden schließen, frieden geschlossen, frieden machen, sorgen für, sorgte für, sorgte dafür,
  sorgen dafür, wie wahnsinnig, mach dir keine sorgen, keine sorge, keine angst, hab keine angst,
  schreckliches wetter, schöne grüße, schönen tag, alles durcheinander, na toll, toll gemacht,
  der boden zitterte, die erde bebte, alles zitterte, wände zitterten, fast die tränen, fast geweint,
  fast geheult, beinahe geweint, fast losgeheult, aus heiterem himmel, mich angeschrien, mich angebrüllt,
  mich angeschnauzt, mich anschrie, mich anbrüllte, schrie mich .. an, brüllte mich .. an,
  schreit mich .. an, brüllt mich .. an, zum glück, glück bringt, glück bringen, glück bedeutet,
  bedeutet glück, viel spaß, frohe ostern, freut mich, freut uns, sehr erfreut, angst vor der angst,
  keine panik, nur keine panik, wie verrückt, ruhe vor dem sturm, sicherheitshalber,
  in sicherheit bringen, in sicherheit gebracht, horrorfilm, horrorfilme, schocker, mit freuden,
  rasend schnell, rasender geschwindigkeit, rasende geschwindigkeit, rasendem tempo, rasendes tempo,
  * war ich nicht, * war ich gar nicht, * war ich überhaupt nicht, * war ich aber nicht,
  * war ich jedoch nicht, * war ich eigentlich nicht, * war ich zum glück nicht,
  * war ich komischerweise nicht, * war ich da nicht, * war ich kein bisschen, * hatte ich keine,
  * hatte ich gar keine, * hatte ich überhaupt keine, * hatte ich aber keine, * hatte ich jedoch keine,
  * hatte ich eigentlich keine, * hatte ich zum glück keine, * hatte ich komischerweise keine,
  * hatte ich da keine, * hatte ich nicht, * hab ich keine, * hab ich nicht, * hab ich aber keine,
  * habe ich keine, * habe ich nicht, * bin ich nicht, * bin ich aber nicht, sturm tobte, tobte der sturm,
  tobende, tobenden, meer tobte, wellen tobten, leidenschaft, happy end, lag .. durcheinander,
  lagen .. durcheinander, wild durcheinander, redeten durcheinander, riefen durcheinander,
  schrien durcheinander, pferde angespannt, pferd angespannt, pferde .. angespannt, ochsen angespannt,
  lustig gemacht, lustig machen, lustig machten, lustig zu machen, unheimlich viel, unheimlich viele,
  unheimlich nett, unheimlich schön, unheimlich gut, unheimlich groß, unheimlich schnell,
  unheimlich lange, unheimlich müde, unheimlich laut, unheimlich heiß, unheimlich kalt, unheimlich lecker,
  unheimlich freundlich, unheimlich lieb, unheimlich wichtig, unheimlich hoch, schrecklich müde,
  schrecklich heiß, schrecklich kalt, schrecklich laut, schrecklich viel, schrecklich viele,
  schrecklich nett, schrecklich lange, schrecklich gern, =längst, =laengst, sirenen heulten,
  heulten .. sirenen, sirene heulte, heulte .. sirene, heulende sirenen, heulenden sirenen, wind heulte,
  heulte der wind, heulenden wind, sirenen .. heulen, heulen der sirenen, heulen des windes,
  wölfe .. heulen, wolf .. heulen, heulen der wölfe, wind .. heulen, hunde .. heulen, =nicht =blöd =vor,
  =nicht =dumm =vor, =nicht =doof =vor, =nicht =lächerlich =vor, wölfe heulten, wolf heulte,
  heulten die wölfe, heulte ein wolf, motor heulte, heulte der motor, mit offenem mund geschlafen,
  mit offenem mund schlief, mit offenem mund geschnarcht, mit offenem mund gekaut,
  schlief .. mit offenem mund, schnarchte .. mit offenem mund, trauriger film, traurigen film,
  trauriges buch, traurigen lied, =alles =ruhig, =alles =wieder =ruhig, =alles =ganz =ruhig,
  =alles =so =ruhig, =alles =still =und =ruhig, =alles =war .. =ruhig, =es =war .. =ruhig,
  =es =wurde .. =ruhig, =alles =war .. durcheinander, =war =alles .. durcheinander,
  =ist =alles .. durcheinander, =lag =alles .. durcheinander, =nicht =ruhig, =gar =nicht =ruhig,
  =nicht =mehr =ruhig, =nicht =unangenehm, =gar =nicht =unangenehm, =überhaupt =nicht =unangenehm,
  =nicht =durcheinander, =nicht =beobachtet, =gar =nicht =beobachtet, =unbeobachtet, milch .. sauer,
  sahne .. sauer, joghurt .. sauer, schmeckte sauer, schmeckte .. sauer, sauer eingelegt, heiteres wetter,
  heiter bis wolkig, heiterer himmel, heiteren himmel, =die =genossen, =der =genosse, =genossin,
  der liebe gott, den lieben gott, lieber gott, unruhige see, unruhiges meer, see war unruhig,
  meer war unruhig, aufgeregte menge, aufgeregten menge, aufgeregtes gemurmel, brach panik aus,
  panik brach aus, panik in der menge, allgemeine verwirrung, in der verwirrung, einsame straße,
  einsamen straße, einsamer strand, einsamen strand, einsames haus, einsamen haus, einsame insel,
  einsamen insel, einsamer weg, einsamen weg, einsame gegend, einsamen gegend, einsamer ort, einsamen ort,
  einsame hütte, einsamen hütte, fröhliche weihnachten, fröhliche musik, fröhliches lied,
  fröhliche lieder, fröhliche farben, fröhlichen farben, =tollwut, =tollwütig, =tollwütiger, =tollwütigen,
  tobten herum, tobte herum, kinder tobten, tobten die kinder, akku .. geladen, handy .. geladen,
  batterie .. geladen, waffe .. geladen, pistole .. geladen, gewehr .. geladen, sonne strahlte,
  strahlte die sonne, sonne hat .. gestrahlt, sonne lachte, lachte die sonne, licht strahlte,
  lampe strahlte, strahlte hell, jubel im stadion, jubel der menge, jubelnde menge, jubelnden menge,
  jubelnden fans, happy birthday, happy hour, =nicht =toll, =nicht =schön, =nicht =cool, =nicht =super,
  =nicht =lustig, =nicht =witzig, =nicht =genial, =nicht =herrlich, =nicht =so =toll, =nicht =so =schön,
  =nicht =so =lustig, mich mit offenem mund, mir mit offenem mund, über mich aufgeregt,
  über mich geärgert, über uns aufgeregt, ein heulen, ein lautes heulen, aufgewühlte meer,
  aufgewühlten meer, aufgewühlte see, aufgewühlten see, aufgewühltes wasser
`).concat(NOBODY_WONDERED);
