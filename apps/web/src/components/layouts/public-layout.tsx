import type { ReactNode } from "react";
import { Footer } from "./footer";

/** Pages outside the app shell (sign-in, confirmations, onboarding): one centred column. */
export function PublicLayout({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main
        className={`mx-auto flex w-full flex-1 flex-col justify-center px-4 py-10 ${wide ? "max-w-2xl" : "max-w-md"}`}
      >
        {children}
      </main>
      <Footer className="mx-auto w-full max-w-4xl" />
    </div>
  );
}
