import { CSV_FIELDS, type CsvField, type CsvLayout, type DateOrder } from "@somnia/shared/import";
import { useId } from "react";
import type { ImportChoices } from "@/api/import";
import { inputClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { mappedColumns, REQUIRED_FIELDS } from "./csv-columns";

/** Each field's label; the date and the text say they are required. */
function fieldLabel(field: CsvField): string {
  const labels: Record<CsvField, string> = {
    date: t("profile.import.columnDateRequired"),
    title: t("profile.import.columnTitle"),
    text: t("profile.import.columnTextRequired"),
    tags: t("profile.import.columnTags"),
  };
  return labels[field];
}

/**
 * A CSV's column for each field (a select per field, prefilled from the server's guess) and, when
 * dates such as 03/04/2024 could be read either way, their order. Every change re-reads the file.
 */
export function CsvMapping({
  csv,
  choices,
  askDateOrder,
  onChange,
}: {
  csv: CsvLayout | null;
  choices: ImportChoices;
  askDateOrder: boolean;
  onChange: (choices: ImportChoices) => void;
}) {
  const id = useId();
  const mapped = csv ? mappedColumns(csv, choices) : null;
  const missing = mapped && REQUIRED_FIELDS.some((field) => mapped[field] === null);

  /** Every field sent once one is chosen, so the preview reads exactly what the selects show. */
  const choose = (field: CsvField, value: string) => {
    if (!mapped) return;
    const columns = { ...mapped, [field]: value === "" ? null : Number(value) };
    const next: ImportChoices = { dateOrder: choices.dateOrder };
    for (const name of CSV_FIELDS) if (columns[name] !== null) next[name] = columns[name];
    onChange(next);
  };

  return (
    <section className="grid gap-4">
      {csv && mapped && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-semibold">{t("profile.import.columnsTitle")}</legend>
          {CSV_FIELDS.map((field) => (
            <div key={field} className="grid gap-1">
              <Label htmlFor={`${id}-${field}`}>{fieldLabel(field)}</Label>
              <select
                id={`${id}-${field}`}
                className={cn(inputClassName, "h-11 min-w-0")}
                value={mapped[field] ?? ""}
                aria-invalid={REQUIRED_FIELDS.includes(field) && mapped[field] === null ? true : undefined}
                onChange={(event) => choose(field, event.target.value)}
              >
                <option value="">{t("profile.import.noColumn")}</option>
                {csv.columns.map((name, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the header.
                  <option key={index} value={index}>
                    {name.trim() || t("profile.import.unnamedColumn", { number: index + 1 })}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {missing && (
            <p role="alert" className="text-base font-medium text-danger">
              {t("profile.import.columnsMissing")}
            </p>
          )}
        </fieldset>
      )}
      {(askDateOrder || csv?.ambiguousDates) && (
        <fieldset className="grid gap-2">
          <legend id={`${id}-order`} className="mb-1 font-semibold">
            {t("profile.import.dateOrderQuestion")}
          </legend>
          <RadioGroup
            aria-labelledby={`${id}-order`}
            value={choices.dateOrder ?? ""}
            onValueChange={(value) => onChange({ ...choices, dateOrder: value as DateOrder })}
          >
            <RadioCard value="dmy" className="text-base">
              {t("profile.import.dayFirst")}
            </RadioCard>
            <RadioCard value="mdy" className="text-base">
              {t("profile.import.monthFirst")}
            </RadioCard>
          </RadioGroup>
        </fieldset>
      )}
    </section>
  );
}
