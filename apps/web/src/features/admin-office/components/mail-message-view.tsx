import { Alert, Code, Group, List, Loader, Modal, Stack, Text } from "@mantine/core";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatInstant } from "../../../lib/format.ts";
import { tone } from "../../../lib/tones.ts";
import { useFacilityTimeZone } from "../../schedules/index.ts";
import { useMailMessage } from "../api/get-mail-message.ts";
import { MailStatusBadge } from "./mail-status-badge.tsx";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One stored message in a dialog: headers, attachment names, and the plain-text body (never its HTML). */
export function MailMessageView({ id, onClose }: { id: number | null; onClose: () => void }) {
  const zone = useFacilityTimeZone();
  const message = useMailMessage(id);
  const m = message.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={m?.subject ?? "Message"}
      size="lg"
      closeButtonProps={{ "aria-label": "Close message" }}
      attributes={{ header: { role: "presentation" } }}
    >
      {message.isPending && <Loader aria-label="Loading message" />}
      {message.isError && (
        <Alert color="red" role="alert">
          {parseApiError(message.error).message}
        </Alert>
      )}
      {m && (
        <Stack gap="sm">
          <dl className="draft-list">
            <dt>To</dt>
            <dd>{m.to}</dd>
            <dt>Status</dt>
            <dd>
              <Group gap="xs">
                <MailStatusBadge status={m.status} />
                <Text size="sm">
                  {m.attempts} delivery attempt{m.attempts === 1 ? "" : "s"}
                </Text>
              </Group>
              {m.last_error && (
                <Text size="sm" c={tone.red}>
                  Last error: {m.last_error}
                </Text>
              )}
            </dd>
            <dt>Created</dt>
            <dd>{formatInstant(m.created_at, zone)}</dd>
            <dt>Sent</dt>
            <dd>{formatInstant(m.sent_at, zone) ?? "–"}</dd>
            {m.attachments.length > 0 && (
              <>
                <dt>Attachments</dt>
                <dd>
                  <List size="sm">
                    {m.attachments.map((a) => (
                      <List.Item key={a.filename}>
                        {a.filename} ({a.content_type}, {kilobytes(a.size)})
                      </List.Item>
                    ))}
                  </List>
                </dd>
              </>
            )}
          </dl>
          <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} aria-label="Message text">
            {m.text}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
