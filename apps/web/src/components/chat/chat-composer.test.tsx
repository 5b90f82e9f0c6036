// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatComposer } from "./chat-composer";

afterEach(cleanup);

const wording = { input: "Your answer", placeholder: "Type your message...", send: "Send" };

/** The composer with the next action beside it, as a chat shows them once the conversation is over. */
function Chat({
  onSend,
  busy = false,
  over = false,
}: {
  onSend: (text: string) => Promise<boolean>;
  busy?: boolean;
  over?: boolean;
}) {
  const next = useRef<HTMLButtonElement>(null);
  return (
    <>
      {over && (
        <button ref={next} type="button">
          Interpret this dream
        </button>
      )}
      <ChatComposer onSend={onSend} busy={busy} over={over} wording={wording} next={next} />
    </>
  );
}

const box = () => screen.getByRole("textbox", { name: "Your answer" });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const send = () => act(async () => void fireEvent.submit(box()));

describe("ChatComposer", () => {
  it("sends the trimmed text and empties the box; blank text is not sent", async () => {
    const onSend = vi.fn(async () => true);
    render(<Chat onSend={onSend} />);
    type("   ");
    await send();
    expect(onSend).not.toHaveBeenCalled();
    type("  Cold and calm ");
    await send();
    expect(onSend).toHaveBeenCalledWith("Cold and calm");
    expect(box()).toHaveProperty("value", "");
  });

  it("gives the text back when it was not taken", async () => {
    render(<Chat onSend={async () => false} />);
    type("Cold and calm");
    await send();
    expect(box()).toHaveProperty("value", "Cold and calm");
  });

  it("caps the text at an answer's length", () => {
    render(<Chat onSend={async () => true} />);
    expect(Number(box().getAttribute("maxlength"))).toBeGreaterThan(0);
  });

  it("while the bot works, sends nothing but keeps the focus, marked unavailable", async () => {
    const onSend = vi.fn(async () => true);
    const { rerender } = render(<Chat onSend={onSend} />);
    box().focus();
    rerender(<Chat onSend={onSend} busy />);
    expect(box().getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(box());
    type("More");
    await send();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("moves the focus to the next action when the conversation ends while it is in the box", () => {
    const { rerender } = render(<Chat onSend={async () => true} busy />);
    box().focus();
    rerender(<Chat onSend={async () => true} over />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Interpret this dream" }));
  });

  it("leaves the focus where it is when it was elsewhere", () => {
    const { rerender } = render(
      <>
        <a href="/elsewhere">Elsewhere</a>
        <Chat onSend={async () => true} busy />
      </>,
    );
    screen.getByRole("link", { name: "Elsewhere" }).focus();
    rerender(
      <>
        <a href="/elsewhere">Elsewhere</a>
        <Chat onSend={async () => true} over />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Elsewhere" }));
  });
});
