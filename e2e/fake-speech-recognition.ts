import type { Page } from "@playwright/test";

/**
 * A stand-in for the browser's speech recognition, for the dictation tests (e2e/dictation.spec.ts):
 * install it with `page.addInitScript(installFakeRecognition)`, then play the browser's part with
 * `recognition(page)`.
 */

/** The fake recognition's handle, as the page keeps it: the test plays the browser's part. */
type FakeRecognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  started: boolean;
  stopped: boolean;
  aborted: boolean;
  hear: (transcript: string, isFinal: boolean) => void;
  fail: (error: string) => void;
  end: () => void;
};
type DictationWindow = { __dictation?: FakeRecognition };

/**
 * Runs in the page before the app: a SpeechRecognition whose latest instance is `window.__dictation`.
 * `hear` hands over a result as Chromium does (a result not final yet is replaced by the next one),
 * `fail` an error event, `end` the end event; start, stop and abort are only recorded.
 */
export function installFakeRecognition() {
  type Result = { transcript: string }[] & { isFinal: boolean };
  class FakeSpeechRecognition {
    lang = "";
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((event: { resultIndex: number; results: Result[] }) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    started = false;
    stopped = false;
    aborted = false;
    results: Result[] = [];
    constructor() {
      Object.assign(window, { __dictation: this });
    }
    start() {
      this.started = true;
    }
    stop() {
      this.stopped = true;
    }
    abort() {
      this.aborted = true;
    }
    hear(transcript: string, isFinal: boolean) {
      const last = this.results.at(-1);
      const index = last && !last.isFinal ? this.results.length - 1 : this.results.length;
      this.results[index] = Object.assign([{ transcript }], { isFinal });
      this.onresult?.({ resultIndex: index, results: this.results });
    }
    fail(error: string) {
      this.onerror?.({ error });
    }
    end() {
      this.onend?.();
    }
  }
  Object.assign(window, {
    SpeechRecognition: FakeSpeechRecognition,
    webkitSpeechRecognition: FakeSpeechRecognition,
  });
}

/** The recognition the app made last, driven from the test. */
export function recognition(page: Page) {
  return {
    hear: (transcript: string, isFinal: boolean) =>
      page.evaluate(
        ([words, final]) => (window as unknown as DictationWindow).__dictation?.hear(words, final),
        [transcript, isFinal] as const,
      ),
    fail: (error: string) =>
      page.evaluate((code) => (window as unknown as DictationWindow).__dictation?.fail(code), error),
    end: () => page.evaluate(() => (window as unknown as DictationWindow).__dictation?.end()),
    /** How the app set the recognition up, and which of start, stop and abort it called. */
    state: () =>
      page.evaluate(() => {
        const fake = (window as unknown as DictationWindow).__dictation;
        if (!fake) throw new Error("the app made no speech recognition");
        const { lang, continuous, interimResults, started, stopped, aborted } = fake;
        return { lang, continuous, interimResults, started, stopped, aborted };
      }),
  };
}
