import { FileInput } from "@mantine/core";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { useT } from "../i18n.ts";
import { ACCEPTED_IMAGE_TYPES, isTooLarge, MAX_IMAGE_MEGABYTES, megabytesOf } from "../image-file.ts";

/**
 * The logo's and the photos' file field: the types the server reads, the limits in words, and
 * the size checked before anything is read or sent (the message shows at the field).
 */
export function ImageFileInput<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const t = useT();
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (file: unknown) => {
        if (!(file instanceof Blob)) return t("club.images.required");
        if (isTooLarge(file)) return t("club.images.tooLarge", { size: megabytesOf(file), megabytes: MAX_IMAGE_MEGABYTES });
        return true;
      },
    },
  });
  return (
    <FileInput
      ref={field.ref}
      label={label}
      description={t("club.images.hint", { megabytes: MAX_IMAGE_MEGABYTES })}
      placeholder={t("club.images.choose")}
      // Rendered as text in the field's button (not an input's placeholder), so it must read at 4.5:1.
      styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
      accept={ACCEPTED_IMAGE_TYPES}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      withAsterisk
    />
  );
}
