import { zodResolver } from "@hookform/resolvers/zod";
import { displayNameSchema } from "@somnia/shared/auth";
import { avatarUrlSchema, type Profile } from "@somnia/shared/profile";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useUpdateMe } from "../api/update-me";
import { PROFILE_STRINGS as S } from "../strings";

/** The editable fields, with the shared schemas' messages; an empty image URL removes the picture. */
const profileFormSchema = z.object({
  displayName: displayNameSchema,
  avatarUrl: z.union([z.literal(""), avatarUrlSchema]),
});
type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** Edit mode of the Profile Information card: name and image URL; membership is never written here. */
export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateMe();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { displayName: profile.displayName, avatarUrl: profile.avatarUrl ?? "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ displayName, avatarUrl }) =>
    update.mutate(
      { displayName, avatarUrl: avatarUrl || null },
      {
        onSuccess: () => {
          toast.success(S.profileUpdated);
          onDone();
        },
        onError: (error) => {
          console.warn("Updating the profile failed", error);
          toast.error(S.updateErrorTitle, { description: S.updateErrorDescription });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid flex-1 gap-4">
      <FormField label={S.displayName} error={errors.displayName?.message}>
        <Input autoComplete="nickname" {...form.register("displayName")} />
      </FormField>
      <FormField label={S.imageUrl} error={errors.avatarUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register("avatarUrl")} />
      </FormField>
      <FormField label={S.email}>
        <Input value={profile.email} readOnly aria-readonly="true" className="bg-muted" />
      </FormField>
      <p className="text-muted-foreground">
        {S.membership}: <span className="font-semibold text-foreground">{profile.membershipType}</span>
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onDone} disabled={update.isPending}>
          {S.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? S.saving : S.saveChanges}
        </Button>
      </div>
    </form>
  );
}
