import type { Billing } from "@courtside/contract";
import { demoMember } from "../seed-data.ts";
import { FIRST_NAMES, NAMED_GUESTS, REGULARS, SURNAMES } from "./names.ts";
import type { DemoRandom } from "./random.ts";

/** Who plays at the demo club: members (with accounts, member prices) and guests (contact only). */
export type DemoPlayer = { memberId: string | null; billing: Billing };
export type DemoMemberRow = { id: string; name: string; email: string; phone: string; createdAt: Date };

/**
 * How many play and how often. The club books some 1,400 courts a month: a regular (or the
 * demo member) about three a week, another member one or two, a guest a few a month at most.
 * That volume takes a club of about 120 members and some 170 guests.
 */
const OTHER_MEMBERS = 100;
const GENERATED_GUESTS = 150;
const WEIGHT = { regular: 2, demoMember: 2, member: 1 };
/** Bookings made by members (member prices); the rest by guests. */
const MEMBER_SHARE = 0.66;

/** "Lucía Fernández" → "lucia.fernandez". */
function emailLocalPart(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .trim()
    .replace(/\s+/g, ".");
}

function phone(random: DemoRandom): string {
  return `+34 6${random.int(0, 9)}${random.int(0, 9)} ${random.int(100, 999)} ${random.int(100, 999)}`;
}

/**
 * The club's people. Members sign in with the demo password; every address is at
 * example.com (members) or example.org (guests), which no mail ever reaches.
 */
export class DemoPeople {
  readonly members: DemoMemberRow[];
  readonly demoMember: DemoPlayer;
  /** The members who play most, after the demo member. */
  readonly regulars: DemoPlayer[];
  private readonly memberWeights: { item: DemoPlayer; weight: number }[];
  private readonly guests: DemoPlayer[];
  /** E-mail local parts in use: every person gets an address of their own. */
  private readonly taken = new Set<string>();

  /** Members joined between two months and two years ago: before any booking of the history. */
  constructor(
    private readonly random: DemoRandom,
    now: Date,
  ) {
    const member = (name: string, contact?: { email: string; phone: string }): DemoMemberRow => ({
      id: random.uuid(),
      name,
      email: contact?.email ?? `${this.claim(name)}@example.com`,
      phone: contact?.phone ?? phone(random),
      createdAt: new Date(now.getTime() - random.int(60, 730) * 86_400_000 - random.int(0, 86_399) * 1000),
    });
    const demo = member(demoMember.name, demoMember);
    const regulars = REGULARS.map((name) => member(name));
    const others = this.madeUpNames(OTHER_MEMBERS).map((name) => member(name));
    this.members = [demo, ...regulars, ...others];
    this.demoMember = asPlayer(demo);
    this.regulars = regulars.map(asPlayer);
    this.memberWeights = [
      { item: this.demoMember, weight: WEIGHT.demoMember },
      ...regulars.map((m) => ({ item: asPlayer(m), weight: WEIGHT.regular })),
      ...others.map((m) => ({ item: asPlayer(m), weight: WEIGHT.member })),
    ];
    for (const name of NAMED_GUESTS) this.claim(name);
    this.guests = [...NAMED_GUESTS, ...this.madeUpNames(GENERATED_GUESTS)].map((name) => ({
      memberId: null,
      billing: { name, email: `${emailLocalPart(name)}@example.org`, phone: phone(random) },
    }));
  }

  /** A member (two bookings in three) or a guest. */
  anyone(): DemoPlayer {
    return this.random.chance(MEMBER_SHARE) ? this.aMember() : this.aGuest();
  }

  aMember(): DemoPlayer {
    return this.random.weighted(this.memberWeights);
  }

  aGuest(): DemoPlayer {
    return this.random.pick(this.guests);
  }

  /** `count` names from the first names and surnames, none used before. */
  private madeUpNames(count: number): string[] {
    const names: string[] = [];
    while (names.length < count) {
      const name = `${this.random.pick(FIRST_NAMES)} ${this.random.pick(SURNAMES)}`;
      if (this.taken.has(emailLocalPart(name))) continue;
      this.claim(name);
      names.push(name);
    }
    return names;
  }

  /** Marks the name's address as used; answers its local part. */
  private claim(name: string): string {
    const local = emailLocalPart(name);
    this.taken.add(local);
    return local;
  }
}

function asPlayer(m: DemoMemberRow): DemoPlayer {
  return { memberId: m.id, billing: { name: m.name, email: m.email, phone: m.phone } };
}
