import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { sharedMessage, t } from "./i18n/translate";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** A readable message from anything thrown, in the active locale when it is one of packages/shared. */
export function errorMessage(error: unknown, fallback = t("common.somethingWentWrong")): string {
  if (error instanceof Error && error.message) return sharedMessage(error.message);
  if (typeof error === "object" && error && "message" in error && typeof error.message === "string") {
    return error.message ? sharedMessage(error.message) : fallback;
  }
  return fallback;
}
