import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { type ExternalToast, Toaster, toast } from "sonner";
import { useTheme } from "./theme";

function Toasts({ onReady }: { onReady: () => void }) {
  const { theme } = useTheme();
  // Runs after the Toaster's own effects: it is listening once this fires.
  useEffect(onReady, [onReady]);
  return <Toaster richColors closeButton theme={theme} position="top-right" />;
}

let mounted: Promise<void> | null = null;

/** The page's one <Toaster>, in a root of its own at the end of <body>, mounted once. */
function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(<Toasts onReady={resolve} />);
  });
  return mounted;
}

export async function showToast(
  kind: "message" | "success" | "error" | "info" | "warning",
  title: string,
  options?: ExternalToast,
) {
  await mountToaster();
  if (kind === "message") toast(title, options);
  else toast[kind](title, options);
}
