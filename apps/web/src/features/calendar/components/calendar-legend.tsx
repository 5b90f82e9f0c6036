import { t } from "@/lib/i18n/translate";
import { Dot } from "./day-button";

export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-base text-muted-foreground">
      <li className="flex items-center gap-2">
        <Dot kind="dream" />
        {t("calendar.legendDream")}
      </li>
      <li className="flex items-center gap-2">
        <Dot kind="notRemembered" />
        {t("calendar.legendNotRemembered")}
      </li>
    </ul>
  );
}
