import { type ComponentProps, createContext, type ReactNode, use } from "react";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * How a component links and navigates, whichever page hosts it: the single-page app provides its
 * router's (app/router.tsx), and the standalone sign-in page (app/auth-page.tsx) ordinary document
 * navigation, the default. Components shared by both use `AppLink` and `useAppNavigate` from here.
 */
export interface Navigation {
  Link: (props: LinkProps) => ReactNode;
  navigate: (path: string) => void;
}

const documentNavigation: Navigation = {
  Link: (props) => <a {...props} />,
  navigate: (path) => window.location.assign(path),
};

export const NavigationContext = createContext<Navigation>(documentNavigation);

export function AppLink(props: LinkProps) {
  const { Link } = use(NavigationContext);
  return <Link {...props} />;
}

export function useAppNavigate(): (path: string) => void {
  return use(NavigationContext).navigate;
}
