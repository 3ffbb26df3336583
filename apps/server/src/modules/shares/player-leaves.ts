import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { shareFallsToOwner } from "./deadline.ts";
import { shareRefusal } from "./refusals.ts";
import { mailShare } from "./share-mail.ts";

type Leaving = { shareOrderId: string | null; ownerId: string; name: string; ownerName: string; by: "owner" | "player" };

/**
 * A player with a share leaves the booking (or its owner removes them), in the caller's
 * transaction under the booking's row lock: a paid share keeps them on it (409: a refund goes
 * with cancelling the booking); an unpaid one falls to the owner, who hears of it by mail when
 * the player left on their own.
 */
export async function playerShareLeaves(deps: AppDeps, tx: Db, leaving: Leaving): Promise<void> {
  if (!leaving.shareOrderId) return;
  const [share] = await tx.select().from(orders).where(eq(orders.id, leaving.shareOrderId)).for("update");
  if (share?.status === "paid") {
    throw leaving.by === "owner"
      ? shareRefusal(409, "shares.removePaid", "players_share_paid", { name: leaving.name })
      : shareRefusal(409, "shares.leavePaid", "players_share_paid", { owner: leaving.ownerName });
  }
  const fell = await shareFallsToOwner(tx, leaving.shareOrderId, leaving.ownerId, deps.clock.now());
  if (fell && leaving.by === "player") deps.background.run("share fell mail", () => mailShare(deps, fell, "fell"));
}
