import { Alert, Code, Group, List, Loader, Modal, Stack, Text } from "@mantine/core";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatInstant } from "../../../lib/format.ts";
import { tone } from "../../../lib/tones.ts";
import { useFacilityTimeZone } from "../../schedules/index.ts";
import { useMailMessage } from "../api/get-mail-message.ts";
import { useT } from "../i18n.ts";
import { MailStatusBadge } from "./mail-status-badge.tsx";

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** One stored message in a dialog: headers, attachment names, and the plain-text body (never its HTML). */
export function MailMessageView({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT();
  const zone = useFacilityTimeZone();
  const message = useMailMessage(id);
  const m = message.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={m?.subject ?? t("admin-office.mail.message")}
      size="lg"
      closeButtonProps={{ "aria-label": t("admin-office.mail.closeMessage") }}
      attributes={{ header: { role: "presentation" } }}
    >
      {message.isPending && <Loader aria-label={t("admin-office.mail.loadingMessage")} />}
      {message.isError && (
        <Alert color="red" role="alert">
          {parseApiError(message.error).message}
        </Alert>
      )}
      {m && (
        <Stack gap="sm">
          <dl className="draft-list">
            <dt>{t("admin-office.mail.column.to")}</dt>
            <dd>{m.to}</dd>
            <dt>{t("admin-office.mail.status")}</dt>
            <dd>
              <Group gap="xs">
                <MailStatusBadge status={m.status} />
                <Text size="sm">{t("admin-office.mail.attempts", { count: m.attempts })}</Text>
              </Group>
              {m.last_error && (
                <Text size="sm" c={tone.red}>
                  {t("admin-office.mail.lastError", { error: m.last_error })}
                </Text>
              )}
            </dd>
            <dt>{t("admin-office.mail.column.created")}</dt>
            <dd>{formatInstant(m.created_at, zone)}</dd>
            <dt>{t("admin-office.mail.column.sent")}</dt>
            <dd>{formatInstant(m.sent_at, zone) ?? "–"}</dd>
            {m.attachments.length > 0 && (
              <>
                <dt>{t("admin-office.mail.attachments")}</dt>
                <dd>
                  <List size="sm">
                    {m.attachments.map((a) => (
                      <List.Item key={a.filename}>
                        {a.filename} ({a.content_type}, {t("admin-office.mail.kilobytes", { size: kilobytes(a.size) })})
                      </List.Item>
                    ))}
                  </List>
                </dd>
              </>
            )}
          </dl>
          <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} aria-label={t("admin-office.mail.text")}>
            {m.text}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
