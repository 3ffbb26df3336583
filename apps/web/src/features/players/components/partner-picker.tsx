import type { Sport } from "@courtside/contract";
import { Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatDayOf } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddPartner } from "../api/add-partner.ts";
import { usePartners } from "../api/get-partners.ts";
import { useT } from "../i18n.ts";

/** Past this many partners the list gets a name filter. */
const FILTER_FROM = 6;

/**
 * The people the owner has played with, not on this booking yet, each added with one button:
 * members are found by name here, among the people one knows, never among the whole club.
 * Nothing shows for an owner who has played with nobody yet (the e-mail form is below).
 */
export function PartnerPicker({ sport, orderId, id }: { sport: Sport; orderId: string; id: string }) {
  const t = useT();
  const partners = usePartners(sport, orderId);
  const add = useAddPartner(sport, orderId);
  const [filter, setFilter] = useState("");
  if (!partners.data) {
    return partners.isPending ? null : (
      <QueryState
        what={t("players.partners.what")}
        pending={false}
        error={partners.error}
        onRetry={() => void partners.refetch()}
      />
    );
  }
  const all = partners.data.partners;
  if (all.length === 0) return null;
  const wanted = filter.trim().toLocaleLowerCase();
  const shown = wanted === "" ? all : all.filter((p) => p.name.toLocaleLowerCase().includes(wanted));
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={4} size="h5" id={`${id}-heading`}>
        {t("players.partners.title")}
      </Title>
      {all.length > FILTER_FROM && (
        <TextInput
          label={t("players.partners.find")}
          value={filter}
          autoComplete="off"
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      )}
      {shown.length === 0 ? (
        <Text size="sm" role="status">
          {t("players.partners.noneNamed", { name: filter.trim() })}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" ml={0} pl={0}>
          {shown.map((p) => (
            <List.Item key={p.member_id}>
              <Group gap="sm" wrap="wrap">
                <Text>
                  {p.name}{" "}
                  <Text span size="sm" c="dimmed">
                    {t("players.partners.last", { date: formatDayOf(p.last_played) })}
                  </Text>
                </Text>
                <Button
                  variant="light"
                  size="compact-md"
                  loading={add.isPending && add.variables === p.member_id}
                  aria-label={t("players.partners.addLabel", { name: p.name })}
                  onClick={() =>
                    add.mutate(p.member_id, {
                      onSuccess: () => toast(t("players.form.added", { name: p.name }), "success"),
                      onError: toastApiError,
                    })
                  }
                >
                  {t("players.partners.add")}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
