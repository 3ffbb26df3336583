import {
  type AddPartnerRequest,
  type BookingPlayers,
  PARTNERS_LISTED,
  type PlayerPartners,
  type Sport,
} from "@courtside/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { playerWords } from "./i18n.ts";
import { addToBooking, ownedBooking } from "./players.ts";

type MemberRow = typeof members.$inferSelect;
type Partner = PlayerPartners["partners"][number];

/**
 * The members who shared a booking of the sport with `memberId`, paid or held, on a booking of
 * theirs or of the member's or as fellow players, but not on `orderId`: the latest first. A club's
 * members are found by name only among these (people one has played with already know each
 * other's names); anyone else is added by e-mail.
 */
async function partnersOf(db: Db, sport: Sport, memberId: string, orderId: string): Promise<Partner[]> {
  const result = (await db.execute(sql`
    with shared as (
      select o.id from orders o
        where o.member_id = ${memberId}::uuid and o.sport = ${sport} and o.kind = 'booking' and o.parent_order_id is null
          and o.status in ('paid', 'pending')
      union
      select o.id from booking_players p join orders o on o.id = p.order_id
        where p.member_id = ${memberId}::uuid and o.sport = ${sport} and o.status in ('paid', 'pending')
    ),
    people as (
      select o.member_id, o.id as order_id from orders o where o.id in (select id from shared)
      union
      select p.member_id, p.order_id from booking_players p where p.order_id in (select id from shared) and p.member_id is not null
    ),
    on_this as (
      select member_id from orders where id = ${orderId}::uuid
      union
      select member_id from booking_players where order_id = ${orderId}::uuid and member_id is not null
    )
    select m.id as member_id, m.name, to_char(max(b.date), 'YYYY-MM-DD') as last_played
      from people x
      join members m on m.id = x.member_id
      join bookings b on b.order_id = x.order_id
      where x.member_id <> ${memberId}::uuid and x.member_id not in (select member_id from on_this where member_id is not null)
      group by m.id, m.name
      order by max(b.date) desc, m.name, m.id
      limit ${PARTNERS_LISTED}`)) as unknown as { rows: { member_id: string; name: string; last_played: string }[] };
  return result.rows.map((r) => ({ member_id: r.member_id, name: r.name, last_played: r.last_played }));
}

/** GET …/players/partners: the owner's partners not on this booking yet (404 for a booking not theirs). */
export async function listPartners(deps: AppDeps, sport: Sport, orderId: string, owner: MemberRow): Promise<PlayerPartners> {
  const order = await ownedBooking(deps, sport, orderId, owner);
  return { partners: await partnersOf(deps.database.db, sport, owner.id, order.id) };
}

/**
 * POST …/players/partners: adds one of the owner's partners by their member id, as an add by
 * their e-mail would (the same limits, counted the same way). Anyone not among the partners is
 * refused as unknown, so a member id learnt elsewhere adds nobody.
 */
export async function addPartner(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  owner: MemberRow,
  input: AddPartnerRequest,
): Promise<BookingPlayers> {
  return addToBooking(deps, sport, orderId, owner, async (order) => {
    const partners = await partnersOf(deps.database.db, sport, owner.id, order.id);
    if (!partners.some((p) => p.member_id === input.member_id)) {
      throw invalidField("member_id", worded(playerWords, "players.notAPartner"), { code: "players_not_a_partner" });
    }
    return { memberId: input.member_id, email: null };
  });
}
