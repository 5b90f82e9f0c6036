import { describe, expect, it } from "vitest";
import { loader, paintFirst } from "./paint-first";

const built = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Sign In · Somnia</title>
    <script type="module" crossorigin src="/assets/auth-B8Mq.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/client-Cy8l.js">
    <link rel="modulepreload" crossorigin href="/assets/footer-CdFE.js">
    <link rel="stylesheet" crossorigin href="/assets/page-title-BPrg.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`;
const FALLBACK_FACE = '@font-face{font-family:Nunito Fallback;src:local("Arial");size-adjust:100%}';
const css =
  '@font-face{font-family:Nunito Variable;font-display:swap;src:url(/assets/nunito.woff2)format("woff2")}' +
  FALLBACK_FACE +
  "body{font-family:Nunito Variable,sans-serif}.flex{display:flex}";

describe("paintFirst", () => {
  const read: string[] = [];
  const page = paintFirst(built, (href) => {
    read.push(href);
    return css;
  });

  it("inlines the stylesheet, less the web font, which the stylesheet file brings later", () => {
    expect(read).toEqual(["/assets/page-title-BPrg.css"]);
    expect(page).toContain(
      `<style>${FALLBACK_FACE}body{font-family:Nunito Variable,sans-serif}.flex{display:flex}</style>`,
    );
    expect(page).not.toContain("nunito.woff2");
  });

  it("links nothing that would be fetched before the first paint", () => {
    expect(page).not.toMatch(/<link rel="|<script[^>]* src=/);
    const links =
      '<link rel="stylesheet" crossorigin href="/assets/page-title-BPrg.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/client-Cy8l.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/footer-CdFE.js">' +
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
      '<link rel="manifest" href="/manifest.webmanifest">';
    expect(page).toContain(loader(links, "/assets/auth-B8Mq.js"));
  });

  /** Runs the loader's script with the browser APIs it uses faked; returns what it did, in order. */
  function runLoader(paintTiming: boolean) {
    const script = /<script>(.*)<\/script>/.exec(loader("<link>", "/a.js"))?.[1] ?? "";
    const done: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const observers: ((names: string[]) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
      constructor(private callback: (list: unknown, observer: unknown) => void) {}
      observe(options: { type: string }) {
        done.push(`observe ${options.type}`);
        observers.push((names) =>
          this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this),
        );
      }
      disconnect() {
        done.push("disconnect");
      }
    }
    const head = { insertAdjacentHTML: (_where: string, html: string) => done.push(`links ${html}`) };
    const window: { __somniaEarly?: { form: unknown; ready: boolean } } = {};
    type SubmitEvent = { target: unknown; preventDefault: () => void; stopPropagation: () => void };
    const listeners: ((event: SubmitEvent) => void)[] = [];
    const addEventListener = (type: string, listener: (typeof listeners)[number], capture: boolean) => {
      if (type === "submit" && capture) listeners.push(listener);
    };
    /** A form submitted: whether it would be sent, and whether the page's own handlers see it. */
    const submit = (form: string) => {
      const outcome = { sent: true, seenByPage: true };
      for (const listener of listeners)
        listener({
          target: form,
          preventDefault: () => {
            outcome.sent = false;
          },
          stopPropagation: () => {
            outcome.seenByPage = false;
          },
        });
      return outcome;
    };
    const run = new Function(
      "window",
      "addEventListener",
      "PerformanceObserver",
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "__import",
      script.replace("import(", "__import("),
    );
    run(
      window,
      addEventListener,
      FakeObserver,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
      { head },
      (entry: string) => done.push(`import ${entry}`),
    );
    const flush = (queue: (() => void)[]) => {
      for (const callback of queue.splice(0)) callback();
    };
    const paint = (names: string[]) => {
      for (const observer of observers) observer(names);
    };
    return { done, flush, frames, tasks, paint, window, submit };
  }

  it("requests the links and the entry only after the first contentful paint is recorded", () => {
    const { done, flush, tasks, paint } = runLoader(true);
    expect(done).toEqual(["observe paint"]);
    paint(["first-paint"]);
    flush(tasks);
    expect(done).toEqual(["observe paint"]);
    paint(["first-contentful-paint"]);
    expect(done).toEqual(["observe paint", "disconnect"]);
    flush(tasks);
    expect(done).toEqual(["observe paint", "disconnect", "links <link>", "import /a.js"]);
  });

  it("without paint timing, waits for a frame and a task", () => {
    const { done, flush, frames, tasks } = runLoader(false);
    expect(done).toEqual([]);
    flush(frames);
    expect(done).toEqual([]);
    flush(tasks);
    expect(done).toEqual(["links <link>", "import /a.js"]);
  });

  it("holds a form submitted before the page's script takes over, and no longer after", () => {
    const { window, submit } = runLoader(true);
    expect(window.__somniaEarly).toEqual({ form: null, ready: false });
    // Held, and kept from a hydrated handler that has not taken over yet: it is sent once, later.
    expect(submit("sign-in form")).toEqual({ sent: false, seenByPage: false });
    expect(window.__somniaEarly?.form).toBe("sign-in form");
    if (window.__somniaEarly) window.__somniaEarly.ready = true;
    expect(submit("sign-in form")).toEqual({ sent: true, seenByPage: true });
  });

  it("with the web font's preload, keeps its faces inline and asks for it with the page", () => {
    const preload =
      '<link rel="preload" href="/assets/nunito.woff2" as="font" type="font/woff2" crossorigin>';
    const withFont = paintFirst(built, () => css, { fontPreload: preload });
    expect(withFont).toContain(`${preload}<style>${css}</style>`);
    expect(withFont).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script[^>]* src=/);
  });

  it("refuses a page without the stylesheet or the entry it expects", () => {
    expect(() => paintFirst(built.replace(/<link rel="stylesheet"[^>]*>/, ""), () => css)).toThrow();
    expect(() => paintFirst(built.replace(/<script type="module"[^>]*><\/script>/, ""), () => css)).toThrow();
  });
});
