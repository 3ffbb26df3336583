import { type MantineColorScheme, SegmentedControl, useMantineColorScheme } from "@mantine/core";
import { useT } from "../i18n.ts";

const SCHEMES = ["auto", "light", "dark"] as const satisfies MantineColorScheme[];

/** Light, dark, or as the device says (the default); kept in this browser (Mantine's localStorage manager). */
export function ColourSchemeSwitch() {
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label={t("app.colours.label")}
      size="xs"
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={SCHEMES.map((value) => ({ value, label: t(`app.colours.${value}`) }))}
    />
  );
}
