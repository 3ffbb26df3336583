import type { BookingShares, OpenMatchRequest, Sport } from "@courtside/contract";
import type { members } from "../../db/schema.ts";
import { openMatches } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { offersMatchCategories } from "../club/club-settings.ts";
import { orderDetails } from "../orders/order-queries.ts";
import { bookingRules } from "../rules/service.ts";
import { shareDeadline } from "../shares/share-rows.ts";
import { divideBooking } from "../shares/split.ts";
import { bookingCategories, openingProblem } from "./category.ts";
import { matchWords } from "./i18n.ts";
import { matchRefusal, ownerCategoryRefusal } from "./refusals.ts";

type MemberRow = typeof members.$inferSelect;

const hundredths = (level: number | null) => (level === null ? null : Math.round(level * 100));

/**
 * The owner opens their held booking's free places (the sport's players_per_booking less the
 * owner and the players on it) as a match: the booking is divided in equal shares as a split
 * is, each open place a share nobody owes yet, and the match's terms are written in the same
 * transaction. Its deadline is the shares' (share_deadline_hours before the start); a match
 * opened after it is refused. A women's, men's or mixed match needs the club to offer them and
 * the owner's profile to fit (category.ts).
 */
export async function openMatch(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  owner: MemberRow,
  input: OpenMatchRequest,
): Promise<BookingShares> {
  let places = 0;
  let deadlineAt = new Date(0);
  const { category } = input;
  if (category !== "all" && !(await offersMatchCategories(deps.database.db))) {
    throw invalidField("category", worded(matchWords, "matches.category.notOffered"), { code: "match_category_not_offered" });
  }
  return divideBooking(deps, sport, orderId, owner, {
    async openPlaces(tx, booking, players) {
      const { playersPerBooking } = await bookingRules(tx, sport);
      places = playersPerBooking - 1 - players;
      if (places < 1) throw matchRefusal(409, "matches.noPlaces", "match_no_places", { limit: playersPerBooking });
      // Under the booking's lock, as the players are: the owner and those they added fit the category.
      const problem = openingProblem(category, await bookingCategories(tx, booking), playersPerBooking);
      if (problem) throw ownerCategoryRefusal(category, problem);
      const d = (await orderDetails(tx, [booking])).get(booking.id);
      const deadline = d ? await shareDeadline(deps, tx, sport, d) : null;
      if (!deadline || deadline <= deps.clock.now()) throw matchRefusal(409, "matches.tooLate", "match_too_late");
      deadlineAt = deadline;
      return places;
    },
    async written(tx, booking) {
      await tx.insert(openMatches).values({
        orderId: booking.id,
        sport,
        levelMin: hundredths(input.level_min),
        levelMax: hundredths(input.level_max),
        style: input.style,
        audience: input.audience,
        category,
        keepIfNotFull: input.keep_if_not_full,
        places,
        deadlineAt,
        createdAt: deps.clock.now(),
      });
    },
  });
}
