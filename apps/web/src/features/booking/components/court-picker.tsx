import type { CourtFilterEntry } from "@courtside/contract";
import { Checkbox, Stack, Text } from "@mantine/core";
import { formatCourtKind, formatMoney } from "../../../lib/format.ts";
import type { DraftCourt } from "../../../state/draft-types.ts";
import { useClub } from "../../club/api/get-club.ts";
import { useT } from "../i18n.ts";
import { firstPhotoOf } from "./court-photo.ts";
import "./court-picker.css";

/**
 * The court filter's courts: pick one or more free ones; taken ones are shown but cannot be
 * picked. A court with a photo shows it at the card's end, after the words, so the card's
 * accessible name still starts with the court's name and the photo's description comes last.
 */
export function CourtPicker({
  courts,
  chosen,
  currency,
  onChange,
}: {
  courts: CourtFilterEntry[];
  chosen: DraftCourt[];
  currency?: string;
  onChange: (courts: DraftCourt[]) => void;
}) {
  const t = useT();
  const photos = useClub().data?.photos;
  if (courts.length === 0) {
    return <Text c="dimmed">{t("booking.courts.none")}</Text>;
  }
  const ids = chosen.map((c) => String(c.id));
  return (
    <Checkbox.Group
      label={t("booking.courts")}
      description={t("booking.courts.chooseSome")}
      value={ids}
      onChange={(values) =>
        onChange(courts.filter((c) => values.includes(String(c.id))).map((c) => ({ id: c.id, name: c.name })))
      }
    >
      <Stack gap="xs" mt="xs">
        {courts.map((c) => {
          const photo = firstPhotoOf(photos, c.id);
          return (
            <Checkbox.Card key={c.id} value={String(c.id)} disabled={!c.available} radius="md" p="sm" className="court-card">
              <div className="court-card-body">
                <Checkbox.Indicator disabled={!c.available} />
                <div>
                  <Text fw={600}>{c.name}</Text>
                  <Text size="sm" c="dimmed">
                    {formatCourtKind(c)}
                  </Text>
                  <Text size="sm" c={c.available ? undefined : "dimmed"}>
                    {c.available
                      ? t("booking.courts.available", { price: formatMoney(c.price, currency) ?? "" })
                      : t("booking.courts.taken")}
                  </Text>
                </div>
                {photo && (
                  <img className="court-thumb" src={photo.small_url} alt={photo.alt} width={64} height={48} loading="lazy" />
                )}
              </div>
            </Checkbox.Card>
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}
