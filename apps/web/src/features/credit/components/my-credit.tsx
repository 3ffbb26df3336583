import { Paper, Stack, Text, Title } from "@mantine/core";
import { QueryState } from "../../../components/query-state.tsx";
import { formatInstant, formatMoney } from "../../../lib/format.ts";
import { useRules } from "../../schedules/index.ts";
import { useMyCredit } from "../api/get-my-credit.ts";
import { CreditHistory } from "./credit-history.tsx";
import { TopUp } from "./top-up.tsx";

/** The profile's club credit: the balance and how it moved. */
export function MyCredit() {
  const credit = useMyCredit();
  // Times in the club's zone, as every other page shows them.
  const zone = useRules("tennis").data?.timezone;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="my-credit-title">
      <Title order={2} size="h3" mb="sm" id="my-credit-title">
        Club credit
      </Title>
      {credit.data ? (
        <>
          <Text mb={credit.data.expiring.length > 0 ? 4 : "sm"}>
            Balance: <strong>{formatMoney(credit.data.balance, credit.data.currency)}</strong>
          </Text>
          {credit.data.expiring.length > 0 && (
            <Stack gap={0} mb="sm" component="ul" aria-label="Credit that lapses" style={{ listStyle: "none", padding: 0 }}>
              {credit.data.expiring.map((lot) => (
                <Text component="li" size="sm" key={lot.expires_at}>
                  {formatMoney(lot.amount, credit.data.currency)} lapses {formatInstant(lot.expires_at, zone)} unless spent
                  (spending uses it first)
                </Text>
              ))}
            </Stack>
          )}
          <CreditHistory account={credit.data} zone={zone} />
          <TopUp />
        </>
      ) : (
        <QueryState what="your credit" pending={credit.isPending} error={credit.error} />
      )}
    </Paper>
  );
}
