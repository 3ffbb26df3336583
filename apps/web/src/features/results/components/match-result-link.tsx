import type { Sport } from "@courtside/contract";
import { Button } from "@mantine/core";
import { generatePath, Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useT } from "../i18n.ts";

/** A played booking's way to its result page. */
export function MatchResultLink({ sport, orderId, inv }: { sport: Sport; orderId: string; inv: string }) {
  const t = useT();
  return (
    <Button
      variant="default"
      component={Link}
      to={generatePath(paths.matchResult, { sport, order_id: orderId })}
      aria-label={t("results.linkLabel", { inv })}
    >
      {t("results.link")}
    </Button>
  );
}
