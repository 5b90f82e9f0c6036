import { GERMAN_CLOSING_FRAMES, GERMAN_ENDING_FRAMES, GERMAN_IMAGE_FRAMES } from "./de-moments";
import type { LocalWording } from "./types";

/** More than one image in a bold list ("**der Hund** und **die Katze**"): the word for it agrees. */
const several = (images: string) => images.split("**").length > 3;
const bilder = (images: string) => (several(images) ? "diese Bilder" : "dieses Bild");
/** An image at the start of a question, its article capitalised: "Der Hund in diesem Traum…". */
const capital = (text: string) => text.charAt(0).toLocaleUpperCase("de") + text.slice(1);
/** How many earlier dreams, in the dative: "in einem früheren Traum", "in 3 früheren Träumen". */
const earlierDreams = (earlier: number) =>
  earlier === 1 ? "einem früheren Traum" : `${earlier} früheren Träumen`;
/** Since when: "seit dem 3. März 2024", or the one earlier dream's date, "vom 3. März 2024". */
const since = (earlier: number, date: string | null) =>
  date ? (earlier === 1 ? ` vom ${date}` : ` seit dem ${date}`) : "";

/** German: „du“, as everywhere in Somnia; German quotation marks „…“. */
export const GERMAN_WORDING: LocalWording = {
  locale: "de",
  quotes: ["„", "“"],
  images: {
    many: [
      (images) => `In diesem Traum kommen ${images} zusammen.`,
      (images) => `Die Bilder, die in diesem Traum hervortreten, sind ${images}.`,
      (images) => `Hier tauchen mehrere typische Traumbilder auf: ${images}.`,
    ],
    one: [
      (image) => `Im Mittelpunkt dieses Traums steht ${image}.`,
      (image) => `Ein typisches Traumbild tritt hier hervor: ${image}.`,
    ],
    none: "In diesem Traum kommt keines der Symbole vor, die ich gut kenne – deshalb zählen vor allem deine eigenen Assoziationen.",
  },
  feelings: {
    mine: (names, count, quoted) =>
      count === 1
        ? `Das Gefühl, das du benennst, ist ${names}, wie in ${quoted}.`
        : `Die Gefühle, die du benennst, sind ${names}, wie in ${quoted}.`,
    theirs: (felt, quoted) =>
      `Deine eigenen Gefühle benennst du nicht, aber eine andere Person im Traum spürt ${felt} (${quoted}).`,
    none: "Du benennst kein Gefühl direkt – die Stimmung des Traums tragen die Bilder selbst.",
  },
  untitled: (start) => `Traum: ${start}`,
  emotions: {
    fear: { the: "die Angst", felt: "Angst" },
    worry: { the: "die Sorge", felt: "Sorge" },
    embarrassment: { the: "die Verlegenheit", felt: "Verlegenheit" },
    surprise: { the: "die Überraschung", felt: "Überraschung" },
    confusion: { the: "die Verwirrung", felt: "Verwirrung" },
    joy: { the: "die Freude", felt: "Freude" },
    relief: { the: "die Erleichterung", felt: "Erleichterung" },
    love: { the: "die Liebe", felt: "Liebe" },
    anger: { the: "die Wut", felt: "Wut" },
    annoyance: { the: "der Ärger", felt: "Ärger" },
    sadness: { the: "die Traurigkeit", felt: "Traurigkeit" },
    disappointment: { the: "die Enttäuschung", felt: "Enttäuschung" },
    regret: { the: "die Reue", felt: "Reue" },
    shame: { the: "die Scham", felt: "Scham" },
    awe: { the: "die Ehrfurcht", felt: "Ehrfurcht" },
    calm: { the: "die Ruhe", felt: "Ruhe" },
  },
  questions: {
    image: [
      (image) => `Woran erinnert dich dieses Bild aus dem Traum: ${image}?`,
      (image) => `${capital(image)} in diesem Traum: Was fällt dir dazu als Erstes ein?`,
      (image) => `Welche Erinnerungen weckt dieses Traumbild in dir: ${image}?`,
      (image) =>
        `${capital(image)} – was bedeutet dieses Bild für dich ganz persönlich, unabhängig von jedem Lexikon?`,
      (image) => `Gibt es in deinem Leben gerade etwas, das zu diesem Bild passt: ${image}?`,
      (image) => `Was verbindest du spontan mit diesem Bild: ${image}?`,
      (image) => `${capital(image)}: Wenn dieses Bild sprechen könnte, was würde es dir wohl sagen?`,
      (image) => `Wo bist du diesem Bild im Wachleben schon einmal begegnet: ${image}?`,
      (image) => `Welches Gefühl regt sich in dir, wenn du an dieses Traumbild denkst: ${image}?`,
      (image) => `${capital(image)} – warum, meinst du, ist gerade dieses Bild in deinem Traum aufgetaucht?`,
      (image) => `Mit welchem Menschen oder Ort bringst du dieses Bild in Verbindung: ${image}?`,
    ],
    felt: [
      (felt, quoted) =>
        `Du schreibst ${quoted}: Wann hast du zuletzt im Wachleben ${felt} auf diese Weise gespürt?`,
      (felt, quoted) =>
        `In deinen Worten heißt es ${quoted} – gab es in den letzten Tagen einen Moment, in dem du ${felt} gespürt hast?`,
      (felt, quoted) =>
        `Wenn du ${quoted} noch einmal liest: In welchen Situationen deines Alltags spürst du ${felt}?`,
      (felt, quoted) =>
        `Du hast ${quoted} festgehalten: Wer ist meist in deiner Nähe, wenn du tagsüber ${felt} empfindest?`,
      (felt, quoted) =>
        `In deinem Traum steht ${quoted}: Kennst du ${felt} in dieser Form auch aus dem Wachleben – und woher?`,
      (felt, quoted) =>
        `Mit ${quoted} beschreibst du, was du gefühlt hast: Wo taucht ${felt} gerade in deinem Leben auf, und was sagt dir das?`,
    ],
    ending: [
      (quoted) => `Der Traum endet mit ${quoted}: Was wäre wohl als Nächstes passiert?`,
      (quoted) => `Dein Traum bricht bei ${quoted} ab – wie würdest du ihn zu Ende erzählen?`,
      (quoted) => `Am Ende steht ${quoted}: Mit welchem Gefühl lässt dich dieses letzte Bild zurück?`,
      (quoted) => `Wenn du nach ${quoted} weiterträumen könntest: Wie sollte es weitergehen?`,
      (quoted) => `Nach ${quoted} hört der Traum auf – was bleibt für dich daran offen?`,
    ],
  },
  reading: {
    thisDream: "dieser Traum",
    scene: [
      (dream, date, images) => `${dream} (${date}) zeigt vor allem ${bilder(images)}: ${images}.`,
      (_dream, date, images) => `Was im Traum vom ${date} hervortritt: ${images}.`,
      (dream, date, images) => `${dream} vom ${date} kreist um ${bilder(images)}: ${images}.`,
      (dream, date, images) =>
        `${dream} (${date}) lässt ${several(images) ? "einige Bilder" : "ein Bild"} besonders deutlich hervortreten: ${images}.`,
      (_dream, date, images) =>
        `Im Traum vom ${date} ${several(images) ? "stehen diese Bilder" : "steht dieses Bild"} im Vordergrund: ${images}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) enthält keines der Bilder, die das Traumlexikon kennt – hier zählt, was geschieht.`,
      (_dream, date) =>
        `Im Traum vom ${date} taucht keines der typischen Traumbilder auf; deine eigenen Worte leiten die Deutung.`,
      (dream, date) =>
        `${dream} vom ${date} kommt ohne die bekannten Traumsymbole aus – umso wichtiger ist, wie du ihn erlebt hast.`,
      (dream, date) => `${dream} (${date}) spricht weniger in Symbolen als in Handlungen und Stimmungen.`,
      (_dream, date) =>
        `Im Traum vom ${date} steht kein bekanntes Symbol im Vordergrund, sondern das Geschehen selbst.`,
    ],
    felt: [
      (_the, felt, quoted) => `Du benennst darin ${felt}: ${quoted}.`,
      (_the, felt, quoted) => `Was du gefühlt hast, sagst du deutlich – ${felt}: ${quoted}.`,
      (_the, felt, quoted) => `Gefühlt hast du dabei vor allem ${felt} – ${quoted}, schreibst du.`,
      (_the, felt, quoted) => `Mit ${quoted} hältst du fest, dass du ${felt} empfunden hast.`,
      (_the, felt, quoted) => `Dass du im Traum ${felt} gespürt hast, zeigen deine Worte: ${quoted}.`,
    ],
    theirs: [
      (felt, quoted) =>
        `Deine eigenen Gefühle benennst du nicht, aber eine andere Person spürt ${felt}: ${quoted}.`,
      (felt, quoted) => `${felt} empfindet in diesem Traum jemand anderes, nicht du: ${quoted}.`,
      (felt, quoted) =>
        `Von deinen eigenen Gefühlen schreibst du wenig; ${quoted} zeigt aber, dass eine andere Gestalt im Traum ${felt} erlebt.`,
      (felt, quoted) => `Wer hier ${felt} erlebt, bist nicht du, sondern eine andere Person: ${quoted}.`,
    ],
    image: GERMAN_IMAGE_FRAMES,
    ending: GERMAN_ENDING_FRAMES,
    lucid: [
      "Es war ein Klartraum: Irgendwann wusstest du, dass du träumst – und das verändert, was der Traum dir sagen kann.",
      "Dieser Traum war luzid: Du wusstest, dass du träumst, und was du aus diesem Moment gemacht hast, zählt so viel wie die Bilder.",
      "Mitten im Traum hast du gemerkt, dass du träumst; solche luziden Momente können zeigen, wie viel Spielraum du dir selbst zutraust.",
      "Ein luzider Traum – vielleicht lohnt die Frage, was du mit dem Wissen, zu träumen, getan oder auch gelassen hast.",
      "Im Traum selbst ist dir klar geworden, dass du träumst; was du in diesem wachen Augenblick wolltest, kann viel über dich erzählen.",
    ],
    nightmare: [
      "Es war ein Albtraum: Die Angst steht im Vordergrund, und wie du ihr begegnet bist, verdient einen zweiten Blick.",
      "Dieser Traum war ein Albtraum; die Angst, die er hinterlässt, ist eine Information, keine Vorhersage.",
      "Du hast diesen Traum als Albtraum eingeordnet; oft greifen solche Träume auf, was dich gerade beschäftigt, und überzeichnen es.",
      "Ein Albtraum kann lange nachwirken – bei Tageslicht lohnt es sich oft, ihn in Ruhe anzusehen und zu fragen, wo du darin Halt gefunden hast.",
      "So bedrückend dieser Albtraum gewesen sein mag: Manchmal zeigt gerade das Bedrohliche darin, wo etwas in dir Aufmerksamkeit sucht.",
    ],
    answers: {
      one: [
        (answer) => `Auf eine der Fragen hast du geantwortet: ${answer}.`,
        (answer) => `Du hast es selbst gesagt: ${answer}.`,
        (answer) => `Außerdem hast du erzählt: ${answer}.`,
        (answer) => `Deine Antwort lautete ${answer}.`,
        (answer) => `Deine eigenen Worte dazu: ${answer}.`,
        (answer) => `Auf die Fragen hast du mit ${answer} geantwortet.`,
      ],
      first: [
        (answer) => `Auf eine der Fragen hast du geantwortet: ${answer}`,
        (answer) => `Du hast ${answer} geschrieben`,
        (answer) => `Deine erste Antwort lautete ${answer}`,
        (answer) => `In deinen eigenen Worten: ${answer}`,
        (answer) => `Zuerst hast du ${answer} geantwortet`,
        (answer) => `Deine Antworten: ${answer}`,
      ],
      next: [
        (answer) => `, dann ${answer}`,
        (answer) => `, auf eine andere Frage ${answer}`,
        (answer) => `; an anderer Stelle heißt es ${answer}`,
        (answer) => `, an zweiter Stelle ${answer}`,
        (answer) => `; hinzu kommt ${answer}`,
        (answer) => `, gefolgt von ${answer}`,
      ],
      last: [
        (answer) => ` und schließlich ${answer}.`,
        (answer) => `, und auf eine weitere Frage ${answer}.`,
        (answer) => `; deine letzte Antwort: ${answer}.`,
        (answer) => ` – und am Ende ${answer}.`,
        (answer) => `; zuletzt hast du ${answer} ergänzt.`,
      ],
    },
    unanswered: [
      "Die Fragen der Analyse hast du nicht beantwortet; deine eigenen Assoziationen bleiben trotzdem der beste Schlüssel zu diesem Traum.",
      "Ohne Antworten auf die Fragen zählt vor allem, was dieser Traum in dir wachruft.",
      "Du hast keine der Fragen beantwortet – das ist in Ordnung; vielleicht fällt dir später etwas ein, wenn du den Traum noch einmal liest.",
      "Antworten auf die Fragen fehlen noch; was dir beim Wiederlesen spontan einfällt, ist oft aufschlussreicher als jedes Lexikon.",
      "Ohne deine Antworten bleibt diese Deutung allgemein – deine eigenen Einfälle zu den Bildern können sie jederzeit vertiefen.",
    ],
    sign: [
      (image, earlier, date) =>
        `Ein Traumzeichen deines Tagebuchs: ${image}, schon in ${earlierDreams(earlier)}${since(earlier, date)}.`,
      (image, earlier, date) =>
        `${image} – das kennt dein Tagebuch schon aus ${earlierDreams(earlier)}${since(earlier, date)}.`,
      (image, earlier, date) =>
        `Dieses Bild ist dir nicht neu: ${image}; dein Tagebuch verzeichnet es in ${earlierDreams(earlier)}${since(earlier, date)}.`,
      (image, earlier, date) =>
        `In ${earlierDreams(earlier)}${since(earlier, date)} taucht dieses Bild schon auf: ${image}.`,
      (image, earlier, date) =>
        `Schon ${earlier === 1 ? "ein früherer Traum enthält" : `${earlier} frühere Träume enthalten`} dieses Traumzeichen: ${image}${date ? `; ${earlier === 1 ? "er" : "der erste"} stammt vom ${date}` : ""}.`,
      (image, earlier, date) =>
        `Ein vertrautes Bild kehrt zurück: ${image}, bisher in ${earlierDreams(earlier)}${since(earlier, date)}.`,
      (image, earlier, date) =>
        `${image}: Dieses Traumzeichen begleitet dich${date ? ` seit dem ${date}` : " schon eine Weile"} und kam in ${earlierDreams(earlier)} vor.`,
      (image, earlier, date) =>
        `Nicht zum ersten Mal begegnet dir dieses Motiv: ${image}, wie schon in ${earlierDreams(earlier)}${since(earlier, date)}.`,
      (image, earlier, date) =>
        `Beim Blättern in deinem Tagebuch fällt etwas auf: ${image}, ein Traumzeichen, das du schon ${earlier === 1 ? "einmal" : `${earlier}-mal`} festgehalten hast${date ? ` – ${earlier === 1 ? "am" : "zum ersten Mal am"} ${date}` : ""}.`,
      (image, earlier, date) =>
        earlier === 1
          ? `Zum zweiten Mal taucht dieses Bild in deinen Träumen auf: ${image}${date ? `, zuerst im Traum vom ${date}` : ""}.`
          : `${date ? `Seit dem ${date}` : "Schon seit einer Weile"} zieht sich ein Bild durch deine Träume: ${image}, jetzt zum ${earlier + 1}. Mal.`,
      (image, earlier, date) =>
        `Vielleicht ist es dir selbst schon aufgefallen: Ein Motiv wiederholt sich in deinen Träumen – ${image}, bereits in ${earlierDreams(earlier)}${since(earlier, date)}.`,
      (image, earlier, date) =>
        `Ein wiederkehrendes Bild wie ${image} – bisher in ${earlierDreams(earlier)}${since(earlier, date)} – kann ein guter Anlass sein, dich beim nächsten Mal im Traum zu fragen, ob du gerade träumst.`,
      (image, earlier, date) =>
        `Selten wiederholt ein Traum seine Bilder ganz ohne Grund – und dieses hier kennst du schon: ${image}, aus ${earlierDreams(earlier)}${since(earlier, date)}.`,
      (image, earlier, date) =>
        `Als Wegweiser ins luzide Träumen eignet sich ein Traumzeichen wie dieses besonders gut: ${image}, bereits in ${earlierDreams(earlier)}${since(earlier, date)}.`,
      (image, earlier, date) =>
        `Zählst du mit, begegnet dir dieses Bild nun zum ${earlier === 1 ? "zweiten" : `${earlier + 1}.`} Mal: ${image}${date ? ` – zuerst im Traum vom ${date}` : ""}.`,
    ],
    related: [
      (title, date, images) =>
        `Dieser Traum knüpft an ${title} vom ${date} an; beide teilen ${bilder(images)}: ${images}.`,
      (title, date, images) =>
        `Eine Spur führt zurück zu ${title} vom ${date}, mit ${several(images) ? "denselben Motiven" : "demselben Motiv"}: ${images}.`,
      (title, date, images) =>
        `Auch ${title} (${date}) enthielt ${bilder(images)}: ${images} – vielleicht lohnt es sich, beide Träume nebeneinander zu lesen.`,
      (title, date, images) =>
        `Ein gemeinsamer Faden verbindet diesen Traum mit ${title} vom ${date}: ${images}.`,
      (title, date, images) =>
        `Schon in ${title} vom ${date} ${several(images) ? "kamen diese Bilder" : "kam dieses Bild"} vor: ${images}.`,
      (title, date, images) =>
        `${title} vom ${date} teilt mit diesem Traum ${several(images) ? "mehrere Bilder" : "ein Bild"}: ${images}.`,
      (title, date, images) =>
        `Wenn du ${title} vom ${date} noch einmal liest, ${several(images) ? "begegnen dir diese Bilder" : "begegnet dir dieses Bild"} wieder: ${images}.`,
      (title, date, images) =>
        `Zwischen diesem Traum und ${title} vom ${date} gibt es eine Verbindung, die vielleicht kein Zufall ist: ${images}.`,
    ],
    closing: GERMAN_CLOSING_FRAMES,
  },
};
