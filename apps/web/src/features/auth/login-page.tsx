import { Anchor, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { CredentialsForm } from "../../components/credentials-form.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useMemberLogin } from "./api/member-login.ts";

/**
 * Member login. On success the session is stored; the guest-only guard then sends the member
 * on (summary when opened from an auth step, the page they came from, else the profile).
 */
export function LoginPage() {
  const { search } = useLocation();
  const login = useMemberLogin();
  return (
    <Stack maw={440} mx="auto">
      <PageTitle title="Login" description="Sign in to book courts and see your bookings." />
      <CredentialsForm
        login={login}
        aside={
          <Anchor component={Link} to={paths.forgotPassword}>
            Forgot your password?
          </Anchor>
        }
      />
      <Text ta="center">
        New here?{" "}
        <Anchor component={Link} to={`${paths.register}${search}`}>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}
