import { Stack } from "@mantine/core";
import { CredentialsForm } from "../../components/credentials-form.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useAdminLogin } from "./api/admin-login.ts";

/** /admin/login. On success the login gate sends the administrator to the list of their sport. */
export function AdminLoginPage() {
  const login = useAdminLogin();
  return (
    <Stack maw={440} mx="auto">
      <PageTitle title="Back office sign-in" description="For club staff: bookings, the desk and the catalog." />
      <CredentialsForm login={login} emailAutoComplete="username" />
    </Stack>
  );
}
