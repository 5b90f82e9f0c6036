import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { t } from "@/lib/i18n/translate";

export type AddOption = { key: string; label: string };

/** 'Add' after a row of chips: a menu of the vocabulary entries the dream does not have yet. */
export function AddDetectionMenu({
  label,
  options,
  onAdd,
}: {
  /** The button's accessible name, e.g. 'Add a feeling' (its visible text is 'Add'). */
  label: string;
  options: readonly AddOption[];
  onAdd: (key: string) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-9 rounded-full px-3"
          aria-label={label}
          data-chip-add
        >
          <Plus aria-hidden="true" />
          {t("dreams.add")}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[min(18rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
      >
        {options.length === 0 ? (
          <DropdownMenuItem disabled>{t("dreams.nothingToAdd")}</DropdownMenuItem>
        ) : (
          options.map((option) => (
            <DropdownMenuItem key={option.key} onSelect={() => onAdd(option.key)}>
              {option.label}
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
