import { describe, expect, it } from "vitest";
import { felt } from "./test-reading";

/**
 * Who felt it, when the dreamer is only the object (./feelings.ts `whoFelt`, the `dreamerObject` and
 * `we` cues): the one looking, waving or greeting the dreamer felt it; the dreamer felt what was
 * given, made or done to them ("me dio miedo", "m'a énervé"); "we" is the dreamer and the others.
 */
describe("who felt it, beside the dreamer as object", () => {
  it("gives the subject the feeling it shows the dreamer", () => {
    expect(felt("Mon patron m'a regardé en souriant.")).toEqual(["joy:other:patron"]);
    expect(felt("Ma cousine m'attendait devant la porte, furieuse.")).toEqual(["anger:other:cousine"]);
    expect(felt("Mon oncle nous regardait en riant.")).toEqual(["joy:other:oncle"]);
    expect(felt("Mi prima me miró sonriendo.")).toEqual(["joy:other:prima"]);
    expect(felt("Sie hat mir fröhlich zugewunken.")).toEqual(["joy:other:sie"]);
    expect(felt("Mein Onkel hat mich traurig angeschaut.")).toEqual(["sadness:other:onkel"]);
    expect(felt("Mia sorella mi guardava ridendo.")).toEqual(["joy:other:sorella"]);
    expect(felt("Il nonno mi salutò sorridendo.")).toEqual(["joy:other:nonno"]);
    expect(felt("A minha irmã me olhou rindo.")).toEqual(["joy:other:irmã"]);
    expect(felt("O porteiro me recebeu com um sorriso.")).toEqual(["joy:other:porteiro"]);
  });

  it("keeps the feeling the dreamer's where the pronoun is its experiencer", () => {
    expect(felt("Le voisin me faisait peur.")).toEqual(["fear:dreamer"]);
    expect(felt("Ma sœur m'a énervé toute la soirée.")).toEqual(["anger:dreamer"]);
    expect(felt("Je me suis senti soulagé.")).toEqual(["relief:dreamer"]);
    expect(felt("El perro me dio mucho miedo.")).toEqual(["fear:dreamer"]);
    expect(felt("Mi jefe me ha enfadado otra vez.")).toEqual(["anger:dreamer"]);
    expect(felt("Me asusté cuando se apagó la luz.")).toEqual(["fear:dreamer"]);
    expect(felt("Se me hizo un nudo en la garganta.")).toEqual(["sadness:dreamer"]);
    expect(felt("Der Hund hat mir große Angst gemacht.")).toEqual(["fear:dreamer"]);
    expect(felt("Mir wurde mulmig im Keller.")).toEqual(["fear:dreamer"]);
    expect(felt("Sie hat mich so genervt, dass ich gegangen bin.")).toEqual(["annoyance:dreamer"]);
    expect(felt("Il cane mi faceva paura.")).toEqual(["fear:dreamer"]);
    expect(felt("Mio fratello mi ha fatto arrabbiare.")).toEqual(["anger:dreamer"]);
    expect(felt("Mi sono spaventato nel bosco.")).toEqual(["fear:dreamer"]);
    expect(felt("O cachorro me deu um susto.")).toEqual(["fear:dreamer"]);
    expect(felt("Ele me assustou no corredor.")).toEqual(["fear:dreamer"]);
    expect(felt("Me assustei com o barulho.")).toEqual(["fear:dreamer"]);
  });

  it("reads the person of the verb after the pronoun, in the feeling's own clause", () => {
    expect(felt("Me miraban sonriendo desde la puerta.")).toEqual(["joy:other"]);
    expect(felt("Mi guardava ridendo.")).toEqual(["joy:other"]);
    expect(felt("Me daban un regalo y estaba muy feliz.")).toEqual(["joy:dreamer"]);
  });

  it("gives what 'we' felt to the dreamer and the others", () => {
    const both = (emotion: string) => [`${emotion}:dreamer`, `${emotion}:other`];
    expect(felt("Nous étions terrifiés dans la cave.")).toEqual(both("fear"));
    expect(felt("Nosotros estábamos muy contentos en la playa.")).toEqual(both("joy"));
    expect(felt("Wir waren total erleichtert.")).toEqual(both("relief"));
    expect(felt("Noi eravamo felicissimi al mare.")).toEqual(both("joy"));
    expect(felt("A gente ficou muito feliz.")).toEqual(both("joy"));
  });
});
