import { IDIOMS } from "./idioms";
import { IDIOMS_2 } from "./idioms-2";
import { IDIOMS_3 } from "./idioms-3";
import { IDIOMS_4 } from "./idioms-4";
import { IDIOMS_5 } from "./idioms-5";
import { IDIOMS_6 } from "./idioms-6";

const ALL: Record<string, string[]> = {
  ...IDIOMS,
  ...IDIOMS_2,
  ...IDIOMS_3,
  ...IDIOMS_4,
  ...IDIOMS_5,
  ...IDIOMS_6,
};

/** An entry's everyday other senses of its words, added to its `except` phrases (idioms*.ts). */
export const idioms = (id: string): string[] => ALL[id] ?? [];
