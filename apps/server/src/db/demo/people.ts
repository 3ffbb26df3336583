import type { Billing } from "@courtside/contract";
import { demoMember } from "../seed-data.ts";
import type { DemoRandom } from "./random.ts";

/** Who plays at the demo club: members (with accounts, member prices) and guests (contact only). */
export type DemoPlayer = { memberId: string | null; billing: Billing };
export type DemoMemberRow = { id: string; name: string; email: string; phone: string; createdAt: Date };

/**
 * The club's members besides the demo member, with how often each plays (a few regulars book
 * most evenings). All sign in with the demo password; their addresses are example.com, which
 * no mail ever reaches.
 */
const MEMBERS: { name: string; weight: number }[] = [
  { name: "Lucía Fernández", weight: 9 },
  { name: "Javier Morales", weight: 8 },
  { name: "Carmen Ruiz", weight: 6 },
  { name: "Diego Navarro", weight: 6 },
  { name: "Elena Torres", weight: 5 },
  { name: "Pablo Romero", weight: 5 },
  { name: "Sofía Gil", weight: 4 },
  { name: "Álvaro Serrano", weight: 4 },
  { name: "Marta Molina", weight: 4 },
  { name: "Sergio Ortega", weight: 3 },
  { name: "Laura Delgado", weight: 3 },
  { name: "Hugo Castro", weight: 3 },
  { name: "Paula Ramos", weight: 3 },
  { name: "Daniel Vidal", weight: 2 },
  { name: "Irene Blanco", weight: 2 },
  { name: "Adrián Suárez", weight: 2 },
  { name: "Nerea Iglesias", weight: 2 },
  { name: "Tomás Herrera", weight: 1 },
  { name: "Claire Dubois", weight: 1 },
  { name: "Jonas Weber", weight: 1 },
];

/** People who book without an account: visitors, friends of members, one-off players. */
const GUESTS = [
  "Andrea Costa",
  "Mark Thompson",
  "Noa Cohen",
  "Raúl Peña",
  "Ingrid Larsen",
  "Beatriz Soto",
  "Óscar Méndez",
  "Emma Schulz",
  "Iker Etxeberria",
  "Giulia Romano",
  "Pedro Alonso",
  "Yasmin Haddad",
  "Rocío Campos",
  "Luis Fuentes",
  "Aitana Prieto",
  "Kevin O'Brien",
  "Mireia Puig",
  "Samuel Rey",
  "Helena Nowak",
  "Marcos Vega",
  "Chloé Martin",
  "Rubén Cano",
  "Ana Lozano",
  "Tariq Aziz",
];

/** The demo member plays about as often as a regular: their profile has a history to show. */
const DEMO_MEMBER_WEIGHT = 5;

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

export class DemoPeople {
  readonly members: DemoMemberRow[];
  private readonly memberWeights: { item: DemoPlayer; weight: number }[];
  private readonly guests: DemoPlayer[];
  readonly demoMember: DemoPlayer;

  /** Members joined between two months and two years ago: before any booking of the history. */
  constructor(
    private readonly random: DemoRandom,
    now: Date,
  ) {
    const joined = () => new Date(now.getTime() - random.int(60, 730) * 86_400_000 - random.int(0, 86_399) * 1000);
    const demo: DemoMemberRow = { id: random.uuid(), ...demoMember, createdAt: joined() };
    const others = MEMBERS.map((m) => ({
      id: random.uuid(),
      name: m.name,
      email: `${emailLocalPart(m.name)}@example.com`,
      phone: phone(random),
      createdAt: joined(),
    }));
    this.members = [demo, ...others];
    const asPlayer = (m: DemoMemberRow): DemoPlayer => ({
      memberId: m.id,
      billing: { name: m.name, email: m.email, phone: m.phone },
    });
    this.demoMember = asPlayer(demo);
    this.memberWeights = [
      { item: this.demoMember, weight: DEMO_MEMBER_WEIGHT },
      ...others.map((m, i) => ({ item: asPlayer(m), weight: MEMBERS[i]?.weight ?? 1 })),
    ];
    this.guests = GUESTS.map((name) => ({
      memberId: null,
      billing: { name, email: `${emailLocalPart(name)}@example.org`, phone: phone(random) },
    }));
  }

  /** A member (two bookings in three) or a guest. */
  anyone(): DemoPlayer {
    return this.random.chance(0.66) ? this.aMember() : this.aGuest();
  }

  aMember(): DemoPlayer {
    return this.random.weighted(this.memberWeights);
  }

  aGuest(): DemoPlayer {
    return this.random.pick(this.guests);
  }
}
