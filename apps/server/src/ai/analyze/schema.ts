import { ANALYSIS_MAX_QUESTIONS } from "@somnia/shared/analysis";
import { z } from "zod";
import type { DreamAnalysis } from "../types";

const required = z.string().trim().min(1);
const optional = z.string().trim().nullish();

/** The analysis reply: output + Q1..Q3 required, Q4 and Q5 optional. */
export const analysisReplySchema = z.object({
  output: required,
  Q1: required,
  Q2: required,
  Q3: required,
  Q4: optional,
  Q5: optional,
});
export type AnalysisReply = z.infer<typeof analysisReplySchema>;

/** The reply as the session stores it: the analysis and its non-empty questions, in order. */
export function toAnalysis(reply: AnalysisReply): DreamAnalysis {
  const questions = [reply.Q1, reply.Q2, reply.Q3, reply.Q4, reply.Q5].filter(
    (q): q is string => typeof q === "string" && q.length > 0,
  );
  return { output: reply.output, questions: questions.slice(0, ANALYSIS_MAX_QUESTIONS) };
}
