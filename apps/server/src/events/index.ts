import type { Database } from "../db";
import type { Logger } from "../lib/logger";
import type { SubscriberLimits } from "./local-hub";
import { createMemoryBus } from "./memory-bus";
import { createPgBus } from "./pg-bus";

export type { EventBus, EventListener, RevocationListener, SessionRevocations, SomniaEvent } from "./types";

/** In-process for PGlite (one process); LISTEN/NOTIFY across instances for PostgreSQL. */
export function createEventBus(database: Database, logger: Logger, limits?: SubscriberLimits) {
  return database.driver === "node-postgres"
    ? createPgBus({ pool: database.client, logger, limits })
    : createMemoryBus(logger, limits);
}
