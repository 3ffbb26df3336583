import { Button, Group, NativeSelect } from "@mantine/core";
import { useState } from "react";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { usePacks } from "../api/get-packs.ts";
import { useSellTopup } from "../api/sell-topup.ts";
import { useT } from "../i18n.ts";

/** At the desk: a pack paid there, its credit added at once. */
export function SellTopup({ memberId }: { memberId: string }) {
  const t = useT();
  const packs = usePacks(true);
  const sell = useSellTopup(memberId);
  const onSale = (packs.data?.data ?? []).filter((p) => p.active);
  const [packId, setPackId] = useState<string>("");
  // One key per sale: a double click sells once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  if (onSale.length === 0) return null;
  const chosen = packId || String(onSale[0]?.id ?? "");

  const onSell = () =>
    sell.mutate(
      { packId: Number(chosen), idempotencyKey: key },
      {
        onSuccess: (account) => {
          toast(t("credit.sell.sold", { balance: formatMoney(account.balance, account.currency) }), "success");
          setKey(crypto.randomUUID());
        },
        onError: toastApiError,
      },
    );

  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t("credit.sell.label")}
        value={chosen}
        onChange={(e) => setPackId(e.currentTarget.value)}
        data={onSale.map((p) => ({
          value: String(p.id),
          label: t("credit.packOffer", {
            name: p.name,
            price: formatMoney(p.price, p.currency),
            credit: formatMoney(p.credit, p.currency),
          }),
        }))}
      />
      <Button variant="default" onClick={onSell} loading={sell.isPending}>
        {t("credit.sell.submit")}
      </Button>
    </Group>
  );
}
