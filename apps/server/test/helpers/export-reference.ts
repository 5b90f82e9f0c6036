import type { ExportData } from "@somnia/shared/account";
import type { Dream } from "@somnia/shared/dreams";
import type { MemoryEntry } from "@somnia/shared/memory";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { dreams, interpretations, profiles, user } from "../../src/db/schema";
import { analysisSessions, analyzerChats } from "../../src/db/schema/analysis";
import { decryptQuestions } from "../../src/services/analysis/to-session";
import { toDream } from "../../src/services/dreams/to-dream";
import { toInterpretation } from "../../src/services/interpretation/to-interpretation";
import { listMemory } from "../../src/services/memory/list-memory";
import type { TestApp } from "./test-app";

/*
 * The export as it was built before it was streamed: the whole account loaded and decrypted into
 * one object, then one string. Kept only as the reference the streamed export must equal, byte
 * for byte; it reads everything at once, so it suits test-sized accounts only. Below it, the
 * checks that compare a streamed body with it.
 */

type Db = TestApp["ctx"]["db"];
type Crypto = TestApp["ctx"]["crypto"];

type ExportedAnalysis = ExportData["analyses"][number];

/** The caller's analyzer sessions with their questions and answers, decrypted, oldest first. */
async function exportAnalyses({
  db,
  crypto,
  userId,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
}): Promise<ExportedAnalysis[]> {
  const sessions = await db
    .select()
    .from(analysisSessions)
    .where(eq(analysisSessions.userId, userId))
    .orderBy(asc(analysisSessions.createdAt), asc(analysisSessions.id));
  const chats = await db
    .select()
    .from(analyzerChats)
    .where(eq(analyzerChats.userId, userId))
    .orderBy(asc(analyzerChats.position));
  return Promise.all(
    sessions.map(async (session) => ({
      id: session.id,
      dreamId: session.dreamId,
      status: session.status,
      analysis: await crypto.decrypt(userId, session.analysis),
      questions: await decryptQuestions(crypto, session),
      answers: await Promise.all(
        chats
          .filter((chat) => chat.sessionId === session.id)
          .map(async (chat) => ({
            question: await crypto.decrypt(userId, chat.botQuestion),
            answer: await crypto.decrypt(userId, chat.userAnswer),
            createdAt: chat.createdAt.toISOString(),
          })),
      ),
      createdAt: session.createdAt.toISOString(),
      endedAt: session.endedAt?.toISOString() ?? null,
    })),
  );
}

/** Gathers and decrypts the caller's account, profile, memory, dreams, analyses and interpretations — nobody else's. */
async function collectExport({
  db,
  crypto,
  userId,
  now = new Date(),
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
  now?: Date;
}): Promise<ExportData> {
  const [row] = await db
    .select({ account: user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new Error("the signed-in user has no user row");
  const dreamRows = await db
    .select()
    .from(dreams)
    .where(eq(dreams.userId, userId))
    .orderBy(asc(dreams.dreamDate), asc(dreams.createdAt), asc(dreams.id));
  const interpretationRows = await db
    .select()
    .from(interpretations)
    .where(eq(interpretations.userId, userId))
    .orderBy(asc(interpretations.createdAt), asc(interpretations.id));
  const { account, profile } = row;
  return {
    exportedAt: now.toISOString(),
    account: { email: account.email, name: account.name, createdAt: account.createdAt.toISOString() },
    profile: profile && {
      displayName: profile.displayName,
      avatarUrl: profile.avatarUrl,
      membershipType: profile.membershipType,
      onboardingComplete: profile.onboardingComplete,
      locale: profile.locale,
      createdAt: profile.createdAt.toISOString(),
    },
    memory: await listMemory({ db, crypto, userId }),
    dreams: await Promise.all(dreamRows.map((dream) => toDream(crypto, dream))),
    analyses: await exportAnalyses({ db, crypto, userId }),
    interpretations: await Promise.all(interpretationRows.map((r) => toInterpretation(crypto, r))),
  };
}

const MEMORY_HEADINGS: Record<MemoryEntry["infoType"], string> = {
  personal: "Personal information",
  recurring_dreams: "Recurring dreams",
  distilled_info: "Distilled insights",
};

function dreamSection(dream: Dream): string[] {
  if (dream.notRemembered) return [`### ${dream.dreamDate} — I don't remember`, ""];
  const lines = [`### ${dream.dreamDate} — ${dream.title ?? "(Untitled)"}`, ""];
  if (dream.tags?.length) lines.push(`Tags: ${dream.tags.join(", ")}`, "");
  if (dream.isAnalyzed) lines.push("Analyzed: yes", "");
  lines.push(dream.content, "");
  return lines;
}

function memorySection(entries: MemoryEntry[]): string[] {
  if (entries.length === 0) return ["_Nothing saved._", ""];
  return entries.flatMap((entry) => [`### ${MEMORY_HEADINGS[entry.infoType]}`, "", entry.content, ""]);
}

function analysisSection(analysis: ExportedAnalysis, dreams: ExportData["dreams"]): string[] {
  const dream = dreams.find((d) => d.id === analysis.dreamId);
  const lines = [`### ${dream?.dreamDate ?? ""} — ${dream?.title ?? "(Untitled)"} (${analysis.status})`, ""];
  lines.push(analysis.analysis, "");
  for (const { question, answer } of analysis.answers) lines.push(`- **${question}**`, `  ${answer}`);
  if (analysis.answers.length > 0) lines.push("");
  return lines;
}

function interpretationSection(reading: ExportData["interpretations"][number], dreams: ExportData["dreams"]) {
  const dream = dreams.find((d) => d.id === reading.dreamId);
  return [
    `### ${dream?.dreamDate ?? ""} — ${dream?.title ?? "(Untitled)"} (${reading.createdAt})`,
    "",
    reading.text,
    "",
  ];
}

/** A readable Markdown rendering of the export (the JSON one is the complete, machine-readable copy). */
function toMarkdown(data: ExportData): string {
  const { account, profile } = data;
  return [
    "# Somnia export",
    "",
    `Exported ${data.exportedAt}`,
    "",
    "## Profile",
    "",
    `- E-mail: ${account.email}`,
    `- Display name: ${profile?.displayName ?? account.name}`,
    `- Membership: ${profile?.membershipType ?? "Basic"}`,
    `- Profile image: ${profile?.avatarUrl ?? "none"}`,
    `- Account created: ${account.createdAt}`,
    "",
    "## What the interpreter knows about you",
    "",
    ...memorySection(data.memory),
    `## Dreams (${data.dreams.length})`,
    "",
    ...(data.dreams.length === 0 ? ["_No dreams recorded._", ""] : data.dreams.flatMap(dreamSection)),
    `## Analyses (${data.analyses.length})`,
    "",
    ...data.analyses.flatMap((analysis) => analysisSection(analysis, data.dreams)),
    `## Interpretations (${data.interpretations.length})`,
    "",
    ...data.interpretations.flatMap((reading) => interpretationSection(reading, data.dreams)),
  ].join("\n");
}

/** The reference export's text in `format`, as `GET /api/export` answered before it streamed. */
export async function referenceExport(
  t: TestApp,
  userId: string,
  format: "json" | "md",
  now: Date,
): Promise<string> {
  const data = await collectExport({ db: t.ctx.db, crypto: t.ctx.crypto, userId, now });
  return format === "md" ? toMarkdown(data) : JSON.stringify(data, null, 2);
}

/** Every chunk of a body as it arrives, and the text they make. */
export async function readChunks(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw new Error("no body");
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  chunks.push(decoder.decode());
  return { chunks: chunks.filter(Boolean), text: chunks.join("") };
}

/** The text equals the reference; on a mismatch, where it starts (a whole-file diff would be megabytes). */
function expectSameText(actual: string, expected: string) {
  if (actual === expected) return;
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 120), at + 120));
  expect({ at, lengths: [actual.length, expected.length], near: around(actual) }).toEqual({
    at,
    lengths: [expected.length, expected.length],
    near: around(expected),
  });
}

/** The streamed export equals the one built the old way, in one piece, at the same `exportedAt`. */
export async function expectLikeReference(t: TestApp, userId: string, format: "json" | "md", text: string) {
  const exportedAt =
    format === "json"
      ? (JSON.parse(text) as { exportedAt: string }).exportedAt
      : /^Exported (.+)$/m.exec(text)?.[1];
  expect(exportedAt).toBeTruthy();
  expectSameText(text, await referenceExport(t, userId, format, new Date(exportedAt as string)));
}
