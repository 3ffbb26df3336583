import { profilePath } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { loginIntentSearch } from "../../app/navigation.ts";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { useAcceptInvitation } from "./api/accept-invitation.ts";
import { useT } from "./i18n.ts";

/**
 * Where an invitation to play lands: signed in, one button joins the booking (so a mail scanner
 * opening the link joins nobody); signed out, the way to sign in or make an account, and back here.
 */
export function AcceptInvitationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = params.get("key") ?? "";
  const signedIn = useAuthStore((s) => s.user_authenticated);
  const accept = useAcceptInvitation();
  const failure = accept.error ? parseApiError(accept.error).message : null;
  const back = loginIntentSearch({ from: `${location.pathname}${location.search}` });

  const join = () =>
    accept.mutate(key, {
      onSuccess: ({ sport }) => {
        toast(t("players.accept.joined"), "success");
        navigate(profilePath(sport));
      },
    });

  return (
    <Stack maw={520} mx="auto">
      <PageTitle title={t("players.accept.title")} description={t("players.accept.description")} />
      {!key ? (
        <Alert color="red" variant="outline" role="alert" title={t("players.accept.incomplete.title")}>
          {t("players.accept.incomplete.body")}
        </Alert>
      ) : signedIn ? (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Text>{t("players.accept.ask")}</Text>
            {failure && (
              <Alert color="red" variant="outline" role="alert">
                {failure}
              </Alert>
            )}
            <Group>
              {failure ? (
                // Used, removed, or theirs already: trying again changes nothing; their profile is the way on.
                <Button component={Link} to={paths.profile} variant="default">
                  {t("players.accept.toProfile")}
                </Button>
              ) : (
                <Button onClick={join} loading={accept.isPending}>
                  {t("players.accept.join")}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Text>{t("players.accept.signInFirst")}</Text>
            <Group>
              <Button component={Link} to={`${paths.login}${back}`}>
                {t("players.accept.signIn")}
              </Button>
              <Button component={Link} to={`${paths.register}${back}`} variant="default">
                {t("players.accept.register")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Anchor component={Link} to={paths.home} ta="center">
        {t("players.accept.home")}
      </Anchor>
    </Stack>
  );
}
