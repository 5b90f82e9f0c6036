// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadMessages } from "@/lib/i18n/catalogues";
import type { FilterOption } from "../utils/filter-options";
import { FilterPicker } from "./filter-picker";

beforeAll(() => loadMessages(["dreams"]));
afterEach(cleanup);

const SYMBOLS: FilterOption[] = [
  { value: "water", label: "Water", count: 4 },
  { value: "chase", label: "Being chased", count: 2 },
  { value: "flying", label: "Flying", count: 1 },
];

/** The picker with its value kept as the list card keeps it; `onChange` sees every choice. */
function Picker({ options, onChange }: { options: FilterOption[]; onChange: (value?: string) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <FilterPicker
      label="Filter by symbol"
      all="All symbols"
      searchLabel="Find a symbol"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={options}
    />
  );
}

const trigger = () => screen.getByRole("button", { name: /^Filter by symbol/ });
const searchBox = () => screen.getByRole("combobox", { name: "Find a symbol" });
const optionNames = () => screen.getAllByRole("option").map((option) => option.textContent);
const activeOption = () => document.getElementById(searchBox().getAttribute("aria-activedescendant") ?? "");

/** Opens the picker by ArrowDown on its button; the popup is fetched on first use. */
async function openWithKeyboard() {
  await act(async () => {
    fireEvent.keyDown(trigger(), { key: "ArrowDown" });
  });
  await waitFor(() => expect(document.activeElement).toBe(searchBox()));
}

describe("FilterPicker", () => {
  it("opens from the keyboard onto a search box over 'all' and the options with their counts", async () => {
    render(<Picker options={SYMBOLS} onChange={vi.fn()} />);
    expect(trigger()).toHaveProperty("textContent", "All symbols");
    await openWithKeyboard();
    expect(document.activeElement).toBe(searchBox());
    expect(optionNames()).toEqual(["All symbols", "Water (4)", "Being chased (2)", "Flying (1)"]);
    expect(activeOption()?.textContent).toBe("All symbols");
    expect(screen.getByRole("option", { name: "All symbols" }).getAttribute("aria-selected")).toBe("true");
  });

  it("narrows the options as one types; Enter chooses the best match and closes", async () => {
    const onChange = vi.fn();
    render(<Picker options={SYMBOLS} onChange={onChange} />);
    await openWithKeyboard();
    fireEvent.change(searchBox(), { target: { value: "cha" } });
    expect(optionNames()).toEqual(["All symbols", "Being chased (2)"]);
    expect(activeOption()?.textContent).toBe("Being chased (2)");
    await act(async () => {
      fireEvent.keyDown(searchBox(), { key: "Enter" });
    });
    expect(onChange).toHaveBeenLastCalledWith("chase");
    expect(screen.queryByRole("listbox")).toBeNull();
    // Focus goes back to the button once the popup has gone (Radix does it a tick later).
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    expect(trigger().textContent).toBe("Being chased (2)");
    expect(trigger().getAttribute("aria-labelledby")?.split(" ")).toContain(trigger().id);
  });

  it("moves with the arrow keys and goes back to 'all'", async () => {
    const onChange = vi.fn();
    render(<Picker options={SYMBOLS} onChange={onChange} />);
    await openWithKeyboard();
    for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp"])
      fireEvent.keyDown(searchBox(), { key });
    expect(activeOption()?.textContent).toBe("Being chased (2)");
    await act(async () => {
      fireEvent.keyDown(searchBox(), { key: "Enter" });
    });
    expect(onChange).toHaveBeenLastCalledWith("chase");
    await openWithKeyboard();
    // Reopened on the choice; Page Up goes to the top, 'all'.
    expect(activeOption()?.textContent).toBe("Being chased (2)");
    fireEvent.keyDown(searchBox(), { key: "PageUp" });
    await act(async () => {
      fireEvent.keyDown(searchBox(), { key: "Enter" });
    });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(trigger().textContent).toBe("All symbols");
  });

  it("closes on Escape, and reopens on the current choice with the search emptied", async () => {
    const onChange = vi.fn();
    render(<Picker options={SYMBOLS} onChange={onChange} />);
    await openWithKeyboard();
    fireEvent.change(searchBox(), { target: { value: "fly" } });
    await act(async () => {
      fireEvent.keyDown(searchBox(), { key: "Enter" });
    });
    await openWithKeyboard();
    fireEvent.change(searchBox(), { target: { value: "zebra" } });
    await act(async () => {
      fireEvent.keyDown(searchBox(), { key: "Escape" });
    });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    await openWithKeyboard();
    expect(searchBox()).toHaveProperty("value", "");
    expect(optionNames()).toHaveLength(4);
    expect(activeOption()?.textContent).toBe("Flying (1)");
  });

  it("says when nothing matches, and when the journal has none yet", async () => {
    const { unmount } = render(<Picker options={SYMBOLS} onChange={vi.fn()} />);
    await openWithKeyboard();
    fireEvent.change(searchBox(), { target: { value: "zebra" } });
    expect(optionNames()).toEqual(["All symbols"]);
    expect(screen.getByRole("status").textContent).toBe("No matches");
    unmount();
    render(<Picker options={[]} onChange={vi.fn()} />);
    await openWithKeyboard();
    expect(screen.getByRole("status").textContent).toBe("None in your dreams yet");
  });

  it("keeps showing a choice that is no longer offered", async () => {
    const { rerender } = render(<Picker options={SYMBOLS} onChange={vi.fn()} />);
    await act(async () => {
      fireEvent.click(trigger());
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole("option", { name: "Flying (1)" }));
    });
    expect(trigger().textContent).toBe("Flying (1)");
    // Its last dream lost the chip: the list no longer has it.
    rerender(<Picker options={SYMBOLS.slice(0, 2)} onChange={vi.fn()} />);
    expect(trigger().textContent).toBe("Flying");
    await openWithKeyboard();
    expect(optionNames()).toEqual(["All symbols", "Flying", "Water (4)", "Being chased (2)"]);
    expect(screen.getByRole("option", { name: "Flying" }).getAttribute("aria-selected")).toBe("true");
  });
});
