import { Moon, Sun } from "lucide-react";
import { t } from "@/lib/i18n/translate";
import { useTheme } from "@/lib/theme";
import { Button } from "./button";

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === "dark" ? t("common.switchToLight") : t("common.switchToDark");
  return (
    <Button variant="ghost" size="icon" onClick={toggle} title={label}>
      {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      <span className="sr-only">{label}</span>
    </Button>
  );
}
