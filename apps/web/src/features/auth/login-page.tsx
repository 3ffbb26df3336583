import { Anchor, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { CredentialsForm } from "../../components/credentials-form.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useMemberLogin } from "./api/member-login.ts";
import { useT } from "./i18n.ts";

/**
 * Member login. On success the session is stored; the guest-only guard then sends the member
 * on (summary when opened from an auth step, the page they came from, else the profile).
 */
export function LoginPage() {
  const t = useT();
  const { search } = useLocation();
  const login = useMemberLogin();
  return (
    <Stack maw={440} mx="auto">
      <PageTitle title={t("auth.login.title")} description={t("auth.login.description")} />
      <CredentialsForm
        login={login}
        aside={
          <Anchor component={Link} to={paths.forgotPassword}>
            {t("auth.login.forgot")}
          </Anchor>
        }
      />
      <Text ta="center">
        {t("auth.login.newHere")}{" "}
        <Anchor component={Link} to={`${paths.register}${search}`}>
          {t("auth.login.register")}
        </Anchor>
      </Text>
    </Stack>
  );
}
