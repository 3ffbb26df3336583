import { PasswordInput } from "@mantine/core";
import type { FieldErrors, Path, UseFormRegister } from "react-hook-form";
import { useT } from "./i18n.ts";

type PasswordPair = { password: string; password_confirmation: string };

/** The new password and its confirmation, as register, reset and change-password ask for them. */
export function NewPasswordFields<T extends PasswordPair>({
  register,
  errors,
  // i18n-ignore: which pair of fields (the prop's values); the fields' words come from the catalogue
  label = "Password",
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordPair>;
  label?: "Password" | "New password";
}) {
  const t = useT();
  const isNew = label === "New password";
  return (
    <>
      <PasswordInput
        label={isNew ? t("components.newPassword.new") : t("components.newPassword.password")}
        description={t("components.newPassword.length")}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register("password" as Path<T>)}
      />
      <PasswordInput
        label={isNew ? t("components.newPassword.confirmNew") : t("components.newPassword.confirm")}
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register("password_confirmation" as Path<T>)}
      />
    </>
  );
}
