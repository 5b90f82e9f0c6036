import { Component, type ReactNode } from "react";
import { RouteError } from "./routes/route-error";

interface Props {
  /** The page shown: going to another one clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
  /** The browser had no network when the page failed (its module could not be fetched). */
  offline: boolean;
}

/** Anything a page throws while rendering or loading (a chunk gone after an update): RouteError. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname, offline: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("A page failed"), offline: !navigator.onLine };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error("Route error", error);
  }

  override render() {
    return this.state.error ? <RouteError offline={this.state.offline} /> : this.props.children;
  }
}
