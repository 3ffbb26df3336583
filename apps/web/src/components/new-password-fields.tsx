import { PasswordInput } from "@mantine/core";
import type { FieldErrors, Path, UseFormRegister } from "react-hook-form";

type PasswordPair = { password: string; password_confirmation: string };

/** The new password and its confirmation, as register, reset and change-password ask for them. */
export function NewPasswordFields<T extends PasswordPair>({
  register,
  errors,
  label = "Password",
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordPair>;
  label?: "Password" | "New password";
}) {
  return (
    <>
      <PasswordInput
        label={label}
        description="8 to 128 characters."
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register("password" as Path<T>)}
      />
      <PasswordInput
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register("password_confirmation" as Path<T>)}
      />
    </>
  );
}
