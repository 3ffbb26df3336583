import type { ClubPhoto } from "@courtside/contract";
import { Button, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { confirmDialog } from "../../../components/confirm.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useRemovePhoto } from "../api/remove-photo.ts";
import { useT } from "../i18n.ts";
import type { PhotoGroup } from "../photo-groups.ts";
import { useSubjectName } from "./subject-name.ts";

/** One subject's photos (the club's, or a court's) against its limit, each with its description and "Remove". */
export function PhotoGroupList({ group }: { group: PhotoGroup }) {
  const t = useT();
  const subjectName = useSubjectName();
  const remove = useRemovePhoto();
  const headingId = `club-photos-${group.courtId ?? "club"}`;

  const onRemove = async (photo: ClubPhoto) => {
    const answer = await confirmDialog({
      title: t("club.photos.removeTitle"),
      message: t("club.photos.removeMessage", { alt: photo.alt }),
    });
    if (answer !== "ok") return;
    remove.mutate(photo.id, { onSuccess: () => toast(t("club.photos.removed"), "success"), onError: toastApiError });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {subjectName(group.court, group.courtId)}
      </Title>
      <Text size="sm" c="dimmed">
        {t("club.photos.count", { count: group.photos.length, limit: group.limit })}
      </Text>
      {group.photos.length > 0 && (
        <SimpleGrid component="ul" cols={{ base: 2, sm: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {group.photos.map((photo) => (
            <Paper component="li" key={photo.id} withBorder p="xs" radius="sm">
              <Stack gap="xs" h="100%" justify="space-between">
                <Stack gap={4}>
                  <Image src={photo.small_url} alt={photo.alt} h={110} radius="xs" fit="cover" loading="lazy" />
                  <Text size="sm">{photo.alt}</Text>
                </Stack>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t("club.photos.removeLabel", { alt: photo.alt })}
                  loading={remove.isPending && remove.variables === photo.id}
                  onClick={() => onRemove(photo)}
                >
                  {t("club.photos.remove")}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
