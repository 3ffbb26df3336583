import { Paper, Stack, Text, Title } from "@mantine/core";
import { QueryState } from "../../../components/query-state.tsx";
import { Trans } from "../../../i18n/trans.tsx";
import { formatInstant, formatMoney } from "../../../lib/format.ts";
import { useRules } from "../../schedules/index.ts";
import { useMyCredit } from "../api/get-my-credit.ts";
import { useT } from "../i18n.ts";
import { CreditHistory } from "./credit-history.tsx";
import { TopUp } from "./top-up.tsx";

/** The profile's club credit: the balance and how it moved. */
export function MyCredit() {
  const t = useT();
  const credit = useMyCredit();
  // Times in the club's zone, as every other page shows them.
  const zone = useRules("tennis").data?.timezone;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="my-credit-title">
      <Title order={2} size="h3" mb="sm" id="my-credit-title">
        {t("credit.clubCredit")}
      </Title>
      {credit.data ? (
        <>
          <Text mb={credit.data.expiring.length > 0 ? 4 : "sm"}>
            <Trans
              message={t("credit.balance", { amount: formatMoney(credit.data.balance, credit.data.currency) })}
              elements={[<strong key="amount" />]}
            />
          </Text>
          {credit.data.expiring.length > 0 && (
            <Stack gap={0} mb="sm" component="ul" aria-label={t("credit.mine.lapsing")} style={{ listStyle: "none", padding: 0 }}>
              {credit.data.expiring.map((lot) => (
                <Text component="li" size="sm" key={lot.expires_at}>
                  {t("credit.mine.lapses", {
                    amount: formatMoney(lot.amount, credit.data.currency),
                    when: formatInstant(lot.expires_at, zone),
                  })}
                </Text>
              ))}
            </Stack>
          )}
          <CreditHistory account={credit.data} zone={zone} />
          <TopUp />
        </>
      ) : (
        <QueryState what={t("credit.mine.yourCredit")} pending={credit.isPending} error={credit.error} />
      )}
    </Paper>
  );
}
