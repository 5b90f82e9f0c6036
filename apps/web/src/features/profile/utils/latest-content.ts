import type { InfoType, MemoryEntry } from "@somnia/shared/memory";

/** The newest entry's text of one type ('' when there is none). */
export function latestContent(entries: MemoryEntry[] | undefined, infoType: InfoType): string {
  return entries?.find((entry) => entry.infoType === infoType)?.content ?? "";
}
