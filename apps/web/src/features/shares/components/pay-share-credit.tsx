import type { ShareView } from "@courtside/contract";
import { Button } from "@mantine/core";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useMyCredit } from "../../credit/index.ts";
import { usePayShareWithCredit } from "../api/pay-share-with-credit.ts";
import { useT } from "../i18n.ts";

/** Pays a share the signed-in member owes with their club credit, when the balance covers it; nothing otherwise. */
export function PayShareWithCredit({ share, label }: { share: ShareView; label?: string }) {
  const t = useT();
  const credit = useMyCredit();
  const pay = usePayShareWithCredit();
  const balance = credit.data?.balance ?? 0;
  if (balance < share.amount || share.amount === 0) return null;
  return (
    <Button
      variant="outline"
      loading={pay.isPending}
      aria-label={label}
      onClick={() =>
        pay.mutate(share.share_id, {
          onSuccess: () => toast(t("shares.credit.paid", { inv: share.inv }), "success"),
          onError: toastApiError,
        })
      }
    >
      {t("shares.credit.pay", { balance: formatMoney(balance, share.currency) })}
    </Button>
  );
}
