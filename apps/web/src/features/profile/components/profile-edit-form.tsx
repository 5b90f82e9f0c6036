import { zodResolver } from "@hookform/resolvers/zod";
import { displayNameSchema } from "@somnia/shared/auth";
import { avatarUrlSchema, type Profile } from "@somnia/shared/profile";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useUpdateMe } from "@/api/me";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Message } from "@/lib/i18n/message";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";

/** The editable fields, with the shared schemas' messages; an empty image URL removes the picture. */
const profileFormSchema = z.object({
  displayName: displayNameSchema,
  avatarUrl: z.string().superRefine((value, ctx) => {
    if (value.trim() === "") return;
    const result = avatarUrlSchema.safeParse(value);
    if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "" });
  }),
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
          toast.success(t("profile.profileUpdated"));
          onDone();
        },
        onError: (error) => {
          console.warn("Updating the profile failed", error);
          toast.error(t("profile.updateErrorTitle"), { description: t("profile.updateErrorDescription") });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid flex-1 gap-4">
      <FormField label={t("profile.displayName")} error={errors.displayName?.message}>
        <Input autoComplete="nickname" {...form.register("displayName")} />
      </FormField>
      <FormField label={t("profile.imageUrl")} error={errors.avatarUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register("avatarUrl")} />
      </FormField>
      <FormField label={t("profile.email")}>
        <Input value={profile.email} readOnly aria-readonly="true" className="bg-muted" />
      </FormField>
      <p className="text-muted-foreground">
        <Message
          id="profile.membershipLine"
          values={{ plan: profile.membershipType }}
          components={{ 0: <span className="font-semibold text-foreground" /> }}
        />
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t("profile.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("profile.saving") : t("profile.saveChanges")}
        </Button>
      </div>
    </form>
  );
}
