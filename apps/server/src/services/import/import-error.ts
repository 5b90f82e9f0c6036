import { AppError } from "../../lib/app-error";
import { ImportRefusal } from "./read/import-reading";

/** A file refused as a whole (read/import-reading.ts) as the API's 400; any other error as it is. */
export function importError(err: unknown): unknown {
  if (!(err instanceof ImportRefusal)) return err;
  return new AppError("BAD_REQUEST", {
    message: `import refused: ${err.reason}`,
    reason: err.reason,
    params: err.params,
  });
}

/** Rethrows `err` as importError words it: for `.catch(rethrowImportError)`. */
export function rethrowImportError(err: unknown): never {
  throw importError(err);
}
