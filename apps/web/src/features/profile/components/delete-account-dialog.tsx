import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useDeleteAccount } from "@/api/me";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { type ShownDialog, useShownDialog } from "@/components/ui/dialog-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { clearDraft } from "@/lib/dream-draft";
import { t } from "@/lib/i18n/translate";
import { sessionChanged, useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

/**
 * 'Delete my account' (./your-data-card.tsx): enabled once the user's e-mail is typed exactly; then
 * the dream draft kept on this device is forgotten and the user signed out to /auth. Fetched when
 * first opened; each opening starts with nothing typed.
 */
export function DeleteAccountDialog({ email, ...shown }: { email: string } & ShownDialog) {
  const { root, content } = useShownDialog(shown);
  const userId = useSession().data?.user.id;
  const [typed, setTyped] = useState("");
  const id = useId();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const confirmed = typed === email;

  const onDelete = () =>
    remove.mutate(
      { confirm: typed },
      {
        onSuccess: async () => {
          if (userId) clearDraft(userId);
          toast.success(t("profile.yourData.deleted"), {
            description: t("profile.yourData.deletedDescription"),
          });
          void sessionChanged();
          await navigate(paths.auth, { replace: true });
        },
        onError: (error) =>
          toast.error(t("profile.yourData.deleteFailed"), { description: errorMessage(error) }),
      },
    );

  return (
    <Dialog {...root}>
      <DialogContent {...content}>
        <DialogTitle>{t("profile.yourData.deleteTitle")}</DialogTitle>
        <DialogDescription>{t("profile.yourData.deleteWarning")}</DialogDescription>
        <div className="grid gap-1.5">
          <Label htmlFor={id}>{t("profile.yourData.confirmLabel", { email })}</Label>
          <Input
            id={id}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">{t("profile.yourData.cancel")}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onDelete} disabled={!confirmed || remove.isPending}>
            {remove.isPending ? t("profile.yourData.deleting") : t("profile.yourData.deleteAccount")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
