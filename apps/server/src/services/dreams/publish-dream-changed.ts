import type { EventBus } from "../../events";

export type DreamEvents = Pick<EventBus, "publish">;

/** Tells the caller's other tabs that a dream changed (decision 020); the bus never throws. */
export async function publishDreamChanged({
  events,
  userId,
  dreamId,
}: {
  events: DreamEvents;
  userId: string;
  dreamId: string;
}): Promise<void> {
  await events.publish(userId, { type: "dream.changed", dreamId });
}
