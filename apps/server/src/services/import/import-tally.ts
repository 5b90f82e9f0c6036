import {
  IMPORT_LISTED_PROBLEMS,
  type ImportFormat,
  type ImportProblem,
  type ImportSummary,
} from "@somnia/shared/import";

/** What an import has done so far: counts, and the first problems with their places. */
export class ImportTally {
  imported = 0;
  duplicates = 0;
  media = 0;
  /** Entries read: dreams (imported, duplicate or refused) and problems. */
  read = 0;
  readonly problems: ImportProblem[] = [];
  problemCount = 0;

  constructor(readonly format: ImportFormat) {}

  problem(problem: ImportProblem): void {
    this.problemCount += 1;
    if (this.problems.length < IMPORT_LISTED_PROBLEMS) this.problems.push(problem);
  }

  summary(): ImportSummary {
    const { format, imported, duplicates, problems, problemCount, media } = this;
    return { format, imported, duplicates, problems, problemCount, media };
  }
}
