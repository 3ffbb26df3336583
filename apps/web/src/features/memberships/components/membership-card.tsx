import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import QRCode from "qrcode";
import { useMemo } from "react";
import { useT } from "../i18n.ts";

/**
 * The QR code of a text as one SVG path, drawn by React from the code's modules: no image
 * URL and no injected markup, so the strict CSP (no inline styles or data: images) holds.
 */
function QrSvg({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const cells: string[] = [];
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) cells.push(`M${x + 4} ${y + 4}h1v1h-1z`);
    return { path: cells.join(""), size: modules.size + 8 };
  }, [text]);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width={160} height={160} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The card shown at the desk: the member's name, number, plan and its QR code. */
export function MembershipCard({ name, memberNumber, tier }: { name: string; memberNumber: number; tier: string }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="card-heading" maw={420}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2} size="h4" id="card-heading">
            {t("memberships.card.title")}
          </Title>
          <Text fw={600}>{name}</Text>
          <Text>{t("memberships.card.memberNumber", { number: memberNumber })}</Text>
          <Text>{tier}</Text>
        </Stack>
        <QrSvg text={String(memberNumber)} label={t("memberships.card.qrLabel", { number: memberNumber })} />
      </Group>
    </Paper>
  );
}
