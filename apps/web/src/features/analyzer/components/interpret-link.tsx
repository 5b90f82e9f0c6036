import { Sparkles } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { handDreamToInterpreter } from "@/lib/dream-hand-off";
import { t } from "@/lib/i18n/translate";

/**
 * 'Interpret this dream', under the analyzer's closing line: the Interpreter page opens its chat on
 * the dream (handed over in browser storage, src/lib/dream-hand-off.ts), also in a new tab.
 */
export function InterpretLink({ dreamId, ref }: { dreamId: string; ref?: Ref<HTMLAnchorElement> }) {
  const handOver = () => handDreamToInterpreter(dreamId);
  return (
    <Button asChild variant="secondary" className="self-start">
      <Link ref={ref} to={paths.interpreter} onClick={handOver} onAuxClick={handOver}>
        <Sparkles aria-hidden="true" />
        {t("analyzer.interpretNow")}
      </Link>
    </Button>
  );
}
