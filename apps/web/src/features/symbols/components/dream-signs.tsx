import { DREAM_SIGN_MIN_DREAMS, type MySymbols } from "@somnia/shared/symbols";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/loading";
import { symbolPath } from "@/config/paths";
import { formatDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { linkClass } from "./link-class";

type DreamSignsProps = {
  mine: UseQueryResult<MySymbols>;
  /** A symbol's name by its id. */
  labelOf: (id: string) => string;
};

/** 'Your dream signs': the symbols that recur most in the user's journal, with how often and when last. */
export function DreamSigns({ mine, labelOf }: DreamSignsProps) {
  const id = useId();
  const signs = mine.data?.signs ?? [];
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{t("symbols.signsTitle")}</CardTitle>
        <CardDescription>{t("symbols.signsDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {mine.isPending ? (
          <Loading text={t("symbols.signsLoading")} />
        ) : mine.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p>{t("symbols.signsError")}</p>
            <Button variant="outline" size="sm" onClick={() => mine.refetch()}>
              {t("symbols.tryAgain")}
            </Button>
          </div>
        ) : signs.length === 0 ? (
          <p className="text-muted-foreground">{t("symbols.signsEmpty", { min: DREAM_SIGN_MIN_DREAMS })}</p>
        ) : (
          <ol aria-labelledby={id} className="grid gap-2 sm:grid-cols-2">
            {signs.map((sign) => (
              <li key={sign.symbol} className="grid gap-0.5 rounded-xl bg-muted p-3">
                <Link
                  to={symbolPath(sign.symbol)}
                  className={`${linkClass} justify-self-start text-lg`}
                  data-user-content
                >
                  {labelOf(sign.symbol)}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {t("symbols.signFigures", { count: sign.count, date: formatDay(sign.lastDreamDate) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
