import { Trans } from "@lingui/react";
import type { ReactElement, ReactNode } from "react";
import type { MessageId } from "./message-id";

type MessageProps = {
  id: MessageId;
  /** `{name}` placeholders; a React element here is rendered in place. */
  values?: Record<string, ReactNode>;
  /** `<0>…</0>` tags of the message: the element that wraps the tagged words. */
  components?: Record<string, ReactElement>;
};

/** A catalogue message with markup: links, bold words, an element in place of a placeholder. */
export function Message({ id, values, components }: MessageProps) {
  return <Trans id={id} values={values} components={components} />;
}
