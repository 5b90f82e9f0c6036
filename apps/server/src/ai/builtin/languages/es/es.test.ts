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

  it("reads comparisons, toys and roles as no symbol", () => {
    expect(
      symbolsOf("Soñé que el sofá era del tamaño de un gato y ladraba como si fuera un perro."),
    ).not.toContain("cat");
    expect(symbolsOf("Soñé con una víbora de hule encima de la mesa del comedor.")).not.toContain("snake");
    expect(symbolsOf("Soñé que en el partido del barrio yo era el portero del equipo.")).not.toContain(
      "stranger",
    );
    expect(symbolsOf("Soñé que las hojas caían del techo como nieve sobre la cama.")).not.toContain("snow");
  });

  it("keeps out other senses of symbol words", () => {
    expect(symbolsOf("Soñé que mi compañera de piso cocinaba lentejas en la cocina.")).not.toContain(
      "partner",
    );
    expect(symbolsOf("Soñé que el examen era pan comido y me sacaba el carné sin problema.")).not.toContain(
      "food",
    );
    expect(symbolsOf("Soñé que pelaba una papa y mi papá me miraba desde la puerta.")).toEqual(
      expect.arrayContaining(["food", "father"]),
    );
    expect(symbolsOf("Soñé que perdí la paciencia con el vecino y le grité.")).not.toContain(
      "losing-something",
    );
    expect(symbolsOf("Soñé que un perro me seguía a todas partes por el parque.")).not.toContain("chase");
    expect(symbolsOf("Soñé que acampábamos y la tienda de campaña se mojaba.")).not.toContain("shop");
  });

  it("reads intensified and idiomatic feelings", () => {
    expect(dreamerFeels("Soñé que mi jefe me quitaba el proyecto y me dio tanto coraje que salí.")).toContain(
      "anger",
    );
    expect(dreamerFeels("Soñé que mi hermana me decía eso y se me cayó el alma a los pies.")).toContain(
      "sadness",
    );
    expect(dreamerFeels("Soñé que una sombra entraba al cuarto y yo me quedé pegada al piso.")).toContain(
      "fear",
    );
    expect(dreamerFeels("Soñé que mi perro bailaba salsa y me hizo muchísima gracia.")).toContain("joy");
  });

  it("reads tears of joy as joy, not sadness", () => {
    const felt = dreamerFeels("Soñé que me daban el premio y estaba tan feliz que lloraba.");
    expect(felt).toContain("joy");
    expect(felt).not.toContain("sadness");
  });

  it("keeps an emphatic 'sí' apart from a condition, and a purpose apart from a feeling", () => {
    expect(dreamerFeels("Soñé que se apagaba la luz del pasillo. Eso sí me dio miedo.")).toContain("fear");
    expect(dreamerFeels("Soñé que mi primo se ponía una máscara para asustarme.")).not.toContain("fear");
  });

  it("gives a worker's feeling to that worker", () => {
    const feelings = analyst.detect("Soñé que el conserje llegó furioso y les gritaba a todos.").emotions;
    expect(feelings.filter((f) => f.emotion === "anger" && f.who === "dreamer")).toHaveLength(0);
  });
});
