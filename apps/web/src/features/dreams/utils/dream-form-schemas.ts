import { createDreamSchema } from "@somnia/shared/dreams";
import { z } from "zod";

const api = createDreamSchema.options[1].shape;

/**
 * The Log Dream and edit forms check each field with the API's own rules (packages/shared), on
 * values as the controls hold them: an empty title means "generate one"; dates are yyyy-MM-dd; no
 * types and no vividness are the controls left alone.
 */
export const dreamFormSchema = z.object({
  title: api.title.unwrap().unwrap(),
  content: api.content,
  dreamDate: api.dreamDate,
  tags: api.tags.unwrap(),
  types: api.types.unwrap(),
  vividness: api.vividness.unwrap(),
});

export type DreamFormValues = z.infer<typeof dreamFormSchema>;
