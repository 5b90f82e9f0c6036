import { type ComponentProps, createContext, type KeyboardEvent, use, useId } from "react";
import { cn } from "@/lib/utils";

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

/**
 * Controlled tabs after the WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys, Home and
 * End move between tabs and select them, only the selected panel's content is rendered. Small on
 * purpose: the sign-in page's first load carries it (docs/decisions/027-first-paint-and-code-splitting.md).
 */
export function Tabs({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<"div">, "defaultValue"> & { value: string; onValueChange: (value: string) => void }) {
  const base = useId();
  const id = (part: "tab" | "panel", item: string) => `${base}-${part}-${item}`;
  return (
    <TabsContext value={{ value, select: onValueChange, id }}>
      <div {...props} />
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (!step || index < 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn("inline-flex w-full items-center gap-1 rounded-xl bg-muted p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id("tab", value)}
      aria-selected={selected}
      aria-controls={tabs.id("panel", value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={() => tabs.select(value)}
      className={cn(
        "flex-1 rounded-lg px-3 py-2 text-base font-semibold text-muted-foreground transition-colors",
        "hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
        "data-[state=active]:bg-card dark:data-[state=active]:bg-secondary data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  children,
  ...props
}: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.id("panel", value)}
      aria-labelledby={tabs.id("tab", value)}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
      className={cn("mt-4 focus-visible:outline-2 focus-visible:outline-ring", className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
