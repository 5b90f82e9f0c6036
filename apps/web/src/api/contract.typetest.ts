/**
 * Compile-time proof that the web can only call what the server defines (`tsc -b` checks this
 * file; nothing runs it). Each `@ts-expect-error` must stay an error: if the client's types
 * loosened (a path, a body or a response typed `any`), the directive itself would fail the build.
 */
import { api, read } from "./client";

export async function contract() {
  // @ts-expect-error a path the server does not define
  await api.dream.$get();

  // @ts-expect-error a method the route does not have
  await api.config.$post();

  // @ts-expect-error a path parameter under the wrong name
  await api.dreams[":id"].$get({ param: { dreamId: "d1" } });

  // @ts-expect-error a body field the server does not accept
  await api.memory.$post({ json: { infoType: "personal", content: "Born in 1990", mood: "calm" } });

  // @ts-expect-error a body value of the wrong type
  await api.dreams[":id"].analysis.answers.$post({ param: { id: "d1" }, json: { answer: 42 } });

  const profile = await read(api.me.$get());
  // @ts-expect-error a response field the server does not send
  const _password: string = profile.password;

  const page = await read(api.dreams.$get({ query: {} }));
  // @ts-expect-error a response field of another type than the server's
  const _cursor: number = page.nextCursor;

  return { _password, _cursor };
}
