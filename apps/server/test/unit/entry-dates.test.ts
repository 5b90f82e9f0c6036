import { currentStreak, longestStreak } from "@somnia/shared/streak";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dreams, user } from "../../src/db/schema";
import { entryDates } from "../../src/services/stats/entry-dates";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.db
    .insert(user)
    .values(["ann", "ben"].map((id) => ({ id, name: id, email: `${id}@example.com` })));
});
afterAll(async () => {
  await test?.database.close();
  await test?.drop();
});

const entry = (userId: string, dreamDate: string, notRemembered = false) => ({
  userId,
  dreamDate,
  notRemembered,
  title: notRemembered ? "DR" : "A dream",
  content: notRemembered ? "not remembered" : "I walked through a quiet house.",
});

describe("entryDates, the days a streak counts", () => {
  it("counts a day whose only entry is 'I don't remember', once per day, the caller's only", async () => {
    await test.database.db
      .insert(dreams)
      .values([
        entry("ann", "2026-03-08"),
        entry("ann", "2026-03-09", true),
        entry("ann", "2026-03-10"),
        entry("ann", "2026-03-10"),
        entry("ben", "2026-03-07"),
      ]);
    const dates = await entryDates(test.database.db, "ann");
    expect([...dates].sort()).toEqual(["2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(currentStreak(dates, "2026-03-10")).toBe(3);
    expect(longestStreak(dates)).toBe(3);
  });
});
