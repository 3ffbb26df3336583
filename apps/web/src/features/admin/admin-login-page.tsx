import { Stack } from "@mantine/core";
import { CredentialsForm } from "../../components/credentials-form.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useAdminLogin } from "./api/admin-login.ts";
import { useT } from "./i18n.ts";

/** /admin/login. On success the login gate sends the administrator to the list of their sport. */
export function AdminLoginPage() {
  const t = useT();
  const login = useAdminLogin();
  return (
    <Stack maw={440} mx="auto">
      <PageTitle title={t("admin.login.title")} description={t("admin.login.description")} />
      <CredentialsForm login={login} emailAutoComplete="username" />
    </Stack>
  );
}
