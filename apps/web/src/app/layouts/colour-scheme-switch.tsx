import { type MantineColorScheme, SegmentedControl, useMantineColorScheme } from "@mantine/core";

const SCHEMES: { value: MantineColorScheme; label: string }[] = [
  { value: "auto", label: "Auto" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/** Light, dark, or as the device says (the default); kept in this browser (Mantine's localStorage manager). */
export function ColourSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Colours"
      size="xs"
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={SCHEMES}
    />
  );
}
