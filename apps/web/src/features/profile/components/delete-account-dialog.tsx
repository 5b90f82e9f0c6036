import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { refreshSession } from "@/lib/auth-client";
import { errorMessage } from "@/lib/utils";
import { useDeleteAccount } from "../api/delete-account";
import { YOUR_DATA_STRINGS as S } from "../strings";

/** 'Delete my account': enabled once the user's e-mail is typed exactly; then signed out to /auth. */
export function DeleteAccountDialog({ email }: { email: string }) {
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
          toast.success(S.deleted, { description: S.deletedDescription });
          refreshSession();
          await navigate(paths.auth, { replace: true });
        },
        onError: (error) => toast.error(S.deleteFailed, { description: errorMessage(error) }),
      },
    );

  return (
    <Dialog onOpenChange={() => setTyped("")}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {S.deleteAccount}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{S.deleteTitle}</DialogTitle>
        <DialogDescription>{S.deleteWarning}</DialogDescription>
        <div className="grid gap-1.5">
          <Label htmlFor={id}>{S.confirmLabel(email)}</Label>
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
            <Button variant="ghost">{S.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onDelete} disabled={!confirmed || remove.isPending}>
            {remove.isPending ? S.deleting : S.deleteAccount}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
