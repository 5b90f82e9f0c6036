import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "../../index";

const analyst = createBuiltinAnalyst();

/** The dreamer's feelings in the dream itself, by emotion id. */
function dreamerFeels(text: string): string[] {
  return analyst
    .detect(text)
    .emotions.filter((emotion) => emotion.who === "dreamer" && !emotion.when)
    .map((emotion) => emotion.emotion);
}

function symbolsOf(text: string): string[] {
  return analyst.detect(text).symbols.map((symbol) => symbol.symbol);
}

describe("Spanish dreams", () => {
  it("is read as Spanish", () => {
    expect(analyst.detect("Soñé que caminaba sola por una playa enorme al atardecer.").language).toBe("es");
  });

  it("finds a plain feeling", () => {
    expect(dreamerFeels("Soñé que estaba en el colegio y tenía muchísimo miedo de todo.")).toContain("fear");
  });

  it("drops a negated feeling", () => {
    expect(dreamerFeels("Soñé que entraba en una casa vieja y no tenía nada de miedo.")).not.toContain(
      "fear",
    );
  });

  it("keeps a feeling after a negation that makes a comparison", () => {
    expect(
      dreamerFeels("Soñé con una tormenta enorme y nunca había estado tan asustada en mi vida."),
    ).toContain("fear");
  });

  it("drops a hypothetical or wished feeling", () => {
    expect(
      dreamerFeels("Soñé que esperaba el tren y pensaba que si llegaba tarde estaría furioso."),
    ).not.toContain("anger");
  });

  it("drops a feeling that is only asked about", () => {
    expect(
      dreamerFeels("Soñé con mi jefe en la oficina. ¿Estaba yo enfadado con él de verdad?"),
    ).not.toContain("anger");
  });

  it("gives another person's feeling to that person", () => {
    const feelings = analyst.detect(
      "Soñé que mi abuela lloraba en la cocina porque estaba muy triste.",
    ).emotions;
    expect(feelings).toContainEqual(
      expect.objectContaining({ emotion: "sadness", who: "other", whoName: "abuela" }),
    );
    expect(feelings.filter((f) => f.emotion === "sadness" && f.who === "dreamer")).toHaveLength(0);
  });

  it("gives a stimulus to the dreamer", () => {
    expect(dreamerFeels("Soñé con un bosque oscuro y espeluznante lleno de ruidos raros.")).toContain("fear");
  });

  it("reads a bodily sign as fear only beside a threat", () => {
    expect(dreamerFeels("Soñé que un monstruo me perseguía por la calle y yo corría temblando.")).toContain(
      "fear",
    );
    expect(dreamerFeels("Soñé que nadaba en un lago helado de montaña y salía temblando.")).not.toContain(
      "fear",
    );
  });

  it("puts a feeling after waking on waking", () => {
    const feelings = analyst.detect(
      "Soñé que perdía el avión a Lima. Me desperté muy angustiada y sin aire.",
    ).emotions;
    expect(feelings).toContainEqual(expect.objectContaining({ emotion: "worry", when: "waking" }));
  });

  it("reads a body idiom as a feeling, not as a symbol", () => {
    const text = "Soñé que alguien golpeaba la puerta de noche y se me heló la sangre.";
    expect(dreamerFeels(text)).toContain("fear");
    expect(symbolsOf(text)).not.toContain("blood");
  });

  it("reads a laughing idiom as joy, not as death", () => {
    const text = "Soñé que mis amigos hacían una fiesta en la playa y yo me moría de risa.";
    expect(dreamerFeels(text)).toContain("joy");
    expect(symbolsOf(text)).not.toContain("death");
  });

  it("finds symbols through their inflections", () => {
    const found = symbolsOf(
      "Soñé que unas serpientes enormes salían de las ventanas y unos perritos ladraban.",
    );
    expect(found).toEqual(expect.arrayContaining(["snake", "window", "dog"]));
  });

  it("keeps apart words that share a stem", () => {
    expect(symbolsOf("Soñé que mi hermano y yo caminábamos por la casa de la playa sin hablar.")).toContain(
      "house",
    );
    expect(symbolsOf("Soñé que mi prima se casaba en una iglesia pequeña del pueblo.")).not.toContain(
      "house",
    );
    expect(symbolsOf("Soñé que no había nada que hacer y me quedaba mirando el techo.")).not.toContain(
      "swimming",
    );
  });

  it("does not take 'tema' for fear nor 'como' for food", () => {
    expect(dreamerFeels("Soñé que hablaba con mi vecino de un tema del trabajo muy largo.")).toEqual([]);
    expect(symbolsOf("Soñé que caminaba como siempre por el centro de la ciudad.")).not.toContain("food");
  });
});
