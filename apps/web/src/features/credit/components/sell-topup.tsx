import { Button, Group, NativeSelect } from "@mantine/core";
import { useState } from "react";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { usePacks } from "../api/get-packs.ts";
import { useSellTopup } from "../api/sell-topup.ts";

/** At the desk: a pack paid there, its credit added at once. */
export function SellTopup({ memberId }: { memberId: string }) {
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
          toast(`Top-up sold: the balance is ${formatMoney(account.balance, account.currency)}.`, "success");
          setKey(crypto.randomUUID());
        },
        onError: toastApiError,
      },
    );

  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Sell a top-up, paid at the desk"
        value={chosen}
        onChange={(e) => setPackId(e.currentTarget.value)}
        data={onSale.map((p) => ({
          value: String(p.id),
          label: `${p.name}: pay ${formatMoney(p.price, p.currency)}, get ${formatMoney(p.credit, p.currency)}`,
        }))}
      />
      <Button variant="default" onClick={onSell} loading={sell.isPending}>
        Sell top-up
      </Button>
    </Group>
  );
}
