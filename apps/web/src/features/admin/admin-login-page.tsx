import { Stack } from "@mantine/core";
import { CredentialsForm } from "../../components/credentials-form.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useAdminLogin } from "./api/admin-login.ts";

/** /admin/login. On success the login gate sends the administrator to the list of their sport. */
export function AdminLoginPage() {
  const login = useAdminLogin();
  return (
    <Stack maw={440} mx="auto">
      <PageTitle title="Administrator login" description="Staff sign-in for the back office." />
      <CredentialsForm login={login} emailAutoComplete="username" />
    </Stack>
  );
}
