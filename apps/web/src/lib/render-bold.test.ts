import { describe, expect, it } from "vitest";
import { splitBold } from "./render-bold";

describe("splitBold", () => {
  it("marks **bold** runs and keeps the text around them", () => {
    expect(splitBold("The **ocean** and the **moon**.")).toEqual([
      { text: "The ", bold: false },
      { text: "ocean", bold: true },
      { text: " and the ", bold: false },
      { text: "moon", bold: true },
      { text: ".", bold: false },
    ]);
  });

  it("leaves HTML, links, images and other markdown as literal text", () => {
    const text = '<img src=x onerror="alert(1)"> [link](https://x.test) ![i](y.png) _it_ `code` # h';
    expect(splitBold(text)).toEqual([{ text, bold: false }]);
  });

  it("does not bold an unclosed, empty or multi-line marker", () => {
    for (const text of ["a ** b", "****", "**a\nb**", "**"]) {
      expect(splitBold(text)).toEqual([{ text, bold: false }]);
    }
  });

  it("keeps HTML inside bold as text", () => {
    expect(splitBold("**<b>x</b>**")).toEqual([{ text: "<b>x</b>", bold: true }]);
  });

  it("gives nothing for empty text", () => {
    expect(splitBold("")).toEqual([]);
  });
});
