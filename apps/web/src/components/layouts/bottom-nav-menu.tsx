import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { t } from "@/lib/i18n/translate";
import type { NavItem } from "./nav-items";

/**
 * The bottom bar's Profile menu (./bottom-nav.tsx), fetched when it is first opened: it opens as it
 * is shown, its button in place of the one that was pressed.
 */
export function BottomNavMenu({
  items,
  onSignOut,
  className,
  current,
  children,
}: {
  items: readonly NavItem[];
  onSignOut: () => void;
  className: string;
  current: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger aria-current={current ? "page" : undefined} className={className}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" side="top" portal={false}>
        {items.map(({ to, labelId, icon: Icon }) => (
          <DropdownMenuItem key={to} onSelect={() => navigate(to)}>
            <Icon aria-hidden="true" />
            {t(labelId)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {t("common.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
