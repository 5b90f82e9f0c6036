import type { Dream } from "@somnia/shared/dreams";
import type { Interpretation } from "@somnia/shared/interpretation";
import type { MemoryEntry } from "@somnia/shared/memory";
import type { ExportedAnalysis } from "./export-analyses";

/** Everything Somnia holds about one user, decrypted: what GET /api/export hands back. */
export interface ExportData {
  exportedAt: string;
  account: {
    email: string;
    name: string;
    createdAt: string;
  };
  profile: {
    displayName: string;
    avatarUrl: string | null;
    membershipType: string;
    onboardingComplete: boolean;
    createdAt: string;
  } | null;
  memory: MemoryEntry[];
  /** Every entry, "I don't remember" ones included, oldest dream date first. */
  dreams: Dream[];
  /** Dream Analyzer sessions: the brief analysis, its questions and the answers given. */
  analyses: ExportedAnalysis[];
  /** The interpreter's readings with what each drew on, oldest first. */
  interpretations: Interpretation[];
}
