import type { LocalReading } from "./types";

/**
 * The strongest image of a dream shown in the dreamer's own words (German). The image, with its
 * article in the nominative, stands only after a colon or a dash, in brackets or as an apposition,
 * so that no case, verb or pronoun has to agree with it (singular, plural, any gender).
 */
export const GERMAN_IMAGE_FRAMES: LocalReading["image"] = [
  (image, quoted) =>
    `Ein Bild tritt besonders hervor, ${image}, und du beschreibst es mit deinen eigenen Worten: ${quoted}.`,
  (image, quoted) =>
    `Schon ein einzelner Satz wie ${quoted} trägt das stärkste Bild dieses Traums: ${image}.`,
  (image, quoted) =>
    `Mit ${quoted} bringst du selbst das kräftigste Bild dieses Traums zur Sprache: ${image}.`,
  (image, quoted) => `Das stärkste Bild des Traums, ${image}, erscheint in deiner Erzählung so: ${quoted}.`,
  (image, quoted) =>
    `Achte auf deine eigene Formulierung ${quoted}; darin steckt ein Bild, das heraussticht: ${image}.`,
  (image, quoted) => `In deinem Satz ${quoted} liegt das Gewicht auf einem Bild: ${image}.`,
  (image, quoted) => `Wenn du ${quoted} schreibst, rückt ein Bild ganz nach vorn: ${image}.`,
  (image, quoted) =>
    `Von allen Bildern bleibt eines besonders haften, ${image}, so wie du es schilderst: ${quoted}.`,
  (image, quoted) =>
    `Stellvertretend für den ganzen Traum steht ein Bild, ${image}, das du so beschreibst: ${quoted}.`,
  (image, quoted) =>
    `Am lebendigsten wird dein Traum bei einem Bild (${image}), von dem du schreibst: ${quoted}.`,
  (image, quoted) => `Ein Bild hältst du besonders genau fest – ${image}: ${quoted}.`,
  (image, quoted) => `Bei einem Bild verweilen deine Worte länger als bei anderen – ${image}: ${quoted}.`,
  (image, quoted) => `Zum stärksten Bild dieses Traums – ${image} – findest du selbst die Worte: ${quoted}.`,
  (image, quoted) =>
    `Besonders anschaulich wird dein Traum in einem Satz, ${quoted}, und in seiner Mitte steht ein Bild: ${image}.`,
  (image, quoted) =>
    `Deine eigenen Worte ${quoted} verdienen einen genauen Blick, denn in ihnen zeigt sich das zentrale Bild: ${image}.`,
  (image, quoted) =>
    `Aus dem Geschehen hebt sich ein Bild ab, ${image}, und du hältst es so fest: ${quoted}.`,
  (image, quoted) => `Ein Bild aus deiner Erzählung verdient besondere Aufmerksamkeit, ${image}: ${quoted}.`,
  (image, quoted) =>
    `Wie deutlich dir ein Bild vor Augen stand, zeigt dein eigener Satz ${quoted} – das Bild: ${image}.`,
];

/** Where the dream ends: its last words before any waking up, quoted (German). */
export const GERMAN_ENDING_FRAMES: LocalReading["ending"] = [
  (quoted) => `Der Traum hört mit ${quoted} auf.`,
  (quoted) => `Zuletzt hältst du ${quoted} fest, und dort bricht der Traum ab.`,
  (quoted) => `Deine Erinnerung reißt bei ${quoted} ab, wie eine Szene, die offen bleibt.`,
  (quoted) => `Mit ${quoted} entlässt dich der Traum.`,
  (quoted) => `Wo der Traum dich zurücklässt, sagst du selbst: ${quoted}.`,
  (quoted) => `Das Letzte, woran du dich im Traum erinnerst, ist ${quoted}.`,
  (quoted) => `Am Ende steht ${quoted} – danach kommt nichts mehr.`,
  (quoted) => `Deine Erzählung schließt mit ${quoted}.`,
  (quoted) => `Hier endet, was du vom Traum festgehalten hast: ${quoted}.`,
  (quoted) => `Was danach geschah, bleibt offen; dein Traum endet mit ${quoted}.`,
  (quoted) => `Als Letztes bleibt ${quoted} – dort lässt der Traum dich los.`,
  (quoted) => `Bis ${quoted} reicht deine Erinnerung, dann bricht sie ab.`,
  (quoted) => `Der letzte Moment des Traums, den du noch weißt: ${quoted}.`,
  (quoted) => `Der Traum klingt mit ${quoted} aus.`,
  (quoted) => `Nach ${quoted} verliert sich die Spur des Traums.`,
  (quoted) => `Dein Bericht führt bis zu ${quoted} und lässt die Szene dort stehen.`,
  (quoted) => `Bei ${quoted} fällt gewissermaßen der Vorhang.`,
  (quoted) => `Ganz am Schluss schreibst du ${quoted}; weiter reicht der Traum nicht.`,
  (quoted) => `Die Szene, mit der dich der Traum verabschiedet: ${quoted}.`,
  (quoted) => `Stehen bleibt der Traum bei ${quoted}, als hätte jemand auf Pause gedrückt.`,
  (quoted) => `Einen eigentlichen Abschluss gibt es nicht; zuletzt heißt es ${quoted}.`,
  (quoted) => `Der Traum endet bei ${quoted}, und was danach gekommen wäre, lässt sich nur vermuten.`,
  (quoted) => `Was du aufgeschrieben hast, verstummt nach ${quoted}.`,
];

/** The closing suggestion, with the dreamer's strongest feeling or without one (reading.closing). */
export const GERMAN_CLOSING_FRAMES: readonly ((felt: string | null) => string)[] = [
  (felt) =>
    felt
      ? `In den nächsten Tagen könntest du notieren, wann du wieder ${felt} spürst und was dazu führt.`
      : "In den nächsten Tagen könntest du notieren, woran dich diese Bilder erinnern, wenn sie dir wieder einfallen.",
  (felt) =>
    felt
      ? `Achte diese Woche auf Situationen, in denen du ${felt} spürst: Oft sagen sie mehr als der Traum selbst.`
      : "Notiere diese Woche, was dich an diesen Traum erinnert: Oft wird sein Sinn gerade dort klarer.",
  (felt) =>
    felt
      ? `Vielleicht magst du abends kurz festhalten, wo dir tagsüber ${felt} begegnet ist.`
      : "Vielleicht magst du abends kurz festhalten, was dich tagsüber an diesen Traum erinnert hat.",
  (felt) =>
    felt
      ? `Wenn du in den kommenden Tagen ${felt} bemerkst, halte einen Moment inne: Was ist gerade passiert, und wer ist bei dir?`
      : "Wenn dir der Traum in den kommenden Tagen wieder einfällt, halte kurz inne und frag dich, was ihn gerade geweckt hat.",
  (felt) =>
    felt
      ? `Ein kleiner Vorschlag: Schreib beim nächsten Mal, wenn du ${felt} spürst, einen Satz dazu in dein Traumtagebuch – mit der Zeit zeigen sich oft Muster.`
      : "Ein kleiner Vorschlag: Halte fest, welches Bild dir am längsten nachgeht – mit der Zeit zeigen sich oft Muster.",
  (felt) =>
    felt
      ? `Du könntest dich fragen, wo ${felt} in deinem Alltag gerade Platz hat – und wo vielleicht nicht.`
      : "Du könntest dich fragen, welches Bild aus diesem Traum am meisten mit deinem Alltag zu tun hat.",
  (felt) =>
    felt
      ? `Beobachte ohne Eile, ob ${felt} in den nächsten Nächten wiederkommt; dein Tagebuch kann dir zeigen, wann.`
      : "Beobachte ohne Eile, ob ähnliche Bilder in den nächsten Nächten wiederkommen; dein Tagebuch kann dir zeigen, wann.",
  (felt) =>
    felt
      ? `Für heute reicht vielleicht eine Frage: Woher kennst du ${felt} aus deinem wachen Leben?`
      : "Für heute reicht vielleicht eine Frage: Welches Bild dieses Traums möchtest du noch eine Weile mit dir tragen?",
  (felt) =>
    felt
      ? `Morgen früh, gleich nach dem Aufwachen, könntest du kurz in dich hineinhorchen, ob noch ${felt} da ist – und woran dich das erinnert.`
      : "Morgen früh, gleich nach dem Aufwachen, könntest du kurz in dich hineinhorchen, was von diesem Traum noch nachklingt – und woran dich das erinnert.",
  (felt) =>
    felt
      ? `Es kann sich lohnen, dem Traum noch ein paar Gedanken zu schenken: In welchem Moment hast du darin ${felt} gespürt, und kennst du so einen Moment aus deinem Alltag?`
      : "Es kann sich lohnen, dem Traum noch ein paar Gedanken zu schenken: Welcher Moment darin erinnert dich an etwas aus deinem Alltag?",
  (felt) =>
    felt
      ? `Gönn dir vor dem Einschlafen einen ruhigen Moment und frag dich, was ${felt} dir gerade sagen möchte.`
      : "Gönn dir vor dem Einschlafen einen ruhigen Moment und frag dich, was dieser Traum dir gerade sagen möchte.",
  (felt) =>
    felt
      ? `Manchmal hilft es, einem Gefühl im Körper nachzuspüren: Wo spürst du ${felt}, wenn du an den Traum zurückdenkst?`
      : "Manchmal hilft es, einen Traum jemandem zu erzählen, dem du vertraust – beim Erzählen zeigt sich oft, was er dir bedeutet.",
  (felt) =>
    felt
      ? `Spiel den Traum, wenn du magst, in Gedanken noch einmal durch und achte darauf, an welcher Stelle ${felt} am stärksten wird.`
      : "Spiel den Traum, wenn du magst, in Gedanken noch einmal durch und achte darauf, welche Stelle dich am meisten berührt.",
  (felt) =>
    felt
      ? `Bevor du den Traum beiseitelegst: Gab es in letzter Zeit ein Gespräch oder eine Begegnung, nach der du ${felt} gespürt hast?`
      : "Bevor du den Traum beiseitelegst: Gab es in letzter Zeit ein Gespräch oder eine Begegnung, die darin nachklingen könnte?",
  (felt) =>
    felt
      ? `Träume verändern sich oft, wenn man ihnen Aufmerksamkeit schenkt – vielleicht merkst du in den nächsten Wochen, ob ${felt} in deinen Träumen leiser oder lauter wird.`
      : "Träume verändern sich oft, wenn man ihnen Aufmerksamkeit schenkt – vielleicht merkst du in den nächsten Wochen, ob dieser Traum in anderer Gestalt wiederkehrt.",
];
