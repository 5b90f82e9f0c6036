import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type DreamFormValues, dreamFormSchema } from "./dream-form-schemas";

/** The Log Dream and edit forms' check: the API's rules for each field (./dream-form-schemas.ts). */
export const dreamFormResolver: Resolver<DreamFormValues> = zodResolver(dreamFormSchema);
