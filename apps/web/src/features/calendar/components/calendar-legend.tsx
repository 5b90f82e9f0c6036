import { CALENDAR_STRINGS as S } from "../strings";
import { Dot } from "./day-button";

export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-base text-muted-foreground">
      <li className="flex items-center gap-2">
        <Dot kind="dream" />
        {S.legendDream}
      </li>
      <li className="flex items-center gap-2">
        <Dot kind="notRemembered" />
        {S.legendNotRemembered}
      </li>
    </ul>
  );
}
