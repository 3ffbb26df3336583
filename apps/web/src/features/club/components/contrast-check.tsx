import { contrastRatio, formatRatio, isHexColour, MIN_TEXT_CONTRAST } from "@courtside/contract";
import { Box, Group, Text } from "@mantine/core";
import { useT } from "../i18n.ts";

/**
 * The primary colour's contrast with white text, live as the owner types, with the same
 * function the server checks on save. A sample button in the colour shows only when it passes
 * (white text below 4.5:1 would be the very thing the check refuses).
 */
export function ContrastCheck({ colour }: { colour: string }) {
  const t = useT();
  if (!isHexColour(colour)) return null;
  const ratio = contrastRatio(colour, "#ffffff");
  const passes = ratio >= MIN_TEXT_CONTRAST;
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Box
        aria-hidden
        w={44}
        h={44}
        style={{
          flex: "none",
          borderRadius: 8,
          background: colour,
          // i18n-ignore: a CSS border, not words
          border: "1px solid var(--mantine-color-default-border)",
        }}
      />
      <Text size="sm" role="status" aria-live="polite" c={passes ? undefined : "var(--mantine-color-error)"}>
        {passes
          ? t("club.contrast.passes", { ratio: formatRatio(ratio) })
          : t("club.contrast.fails", { ratio: formatRatio(ratio) })}
      </Text>
      {passes && (
        <Box
          aria-hidden
          px="md"
          py={6}
          style={{ flex: "none", borderRadius: 6, background: colour, color: "#ffffff", fontWeight: 600 }}
        >
          {t("club.contrast.sample")}
        </Box>
      )}
    </Group>
  );
}
