import type { AdminRole, Sport } from "@courtside/contract";

/** The demo facility. Prices are minor units of the configured currency. */
export const DEMO_PASSWORD = "courtside-demo";

/** One of each role: the owner runs everything, the padel manager their sport, the desk tennis bookings. */
export const demoAdministrators: { name: string; email: string; typeWeb: Sport; role: AdminRole; sports: Sport[] }[] = [
  { name: "Olga Owner", email: "admin@courtside.test", typeWeb: "tennis", role: "owner", sports: ["tennis", "padel"] },
  { name: "Paco Padel-Manager", email: "padel-admin@courtside.test", typeWeb: "padel", role: "manager", sports: ["padel"] },
  { name: "Tess Tennis-Desk", email: "desk@courtside.test", typeWeb: "tennis", role: "desk", sports: ["tennis"] },
];

export const demoMember = { name: "Maya Member", email: "member@courtside.test", phone: "+34 600 123 456" };

type Area = {
  courts: { name: string; surface: string; indoor: boolean }[];
  firstStart: string;
  lastEnd: string;
  slotMinutes: number;
  prices: { member: number; guest: number; weekendMember: number; weekendGuest: number };
  addons: { name: string; group: 1 | 2; price: number; stock: number | null }[];
  module: { name: string; description: string; addons: { name: string; group: 1 | 2; price: number; stock: number | null }[] };
};

export const demoAreas: Record<Sport, Area> = {
  tennis: {
    courts: [
      { name: "Court 1", surface: "Clay", indoor: false },
      { name: "Court 2", surface: "Clay", indoor: false },
      { name: "Court 3", surface: "Clay", indoor: false },
      { name: "Court 4", surface: "Hard", indoor: false },
      { name: "Court 5", surface: "Hard", indoor: true },
      { name: "Court 6", surface: "Hard", indoor: true },
    ],
    firstStart: "07:00",
    lastEnd: "22:00",
    slotMinutes: 60,
    prices: { member: 1800, guest: 2400, weekendMember: 2200, weekendGuest: 2800 },
    addons: [
      { name: "Racket rental", group: 1, price: 500, stock: 12 },
      { name: "Tube of 4 balls", group: 1, price: 600, stock: null },
      { name: "Coach (whole slot)", group: 2, price: 4000, stock: 2 },
      { name: "Ball machine", group: 2, price: 1500, stock: 1 },
    ],
    module: {
      name: "Junior tennis camp",
      description: "Morning camp for ages 8-14, book it for one or more days.",
      addons: [
        { name: "Camp morning", group: 1, price: 3000, stock: 16 },
        { name: "Camp lunch", group: 2, price: 900, stock: null },
      ],
    },
  },
  padel: {
    courts: [
      { name: "Padel 1", surface: "Artificial grass", indoor: true },
      { name: "Padel 2", surface: "Artificial grass", indoor: true },
      { name: "Padel 3", surface: "Artificial grass", indoor: false },
      { name: "Padel 4", surface: "Artificial grass", indoor: false },
    ],
    firstStart: "07:00",
    lastEnd: "22:30",
    slotMinutes: 90,
    prices: { member: 2800, guest: 3600, weekendMember: 3200, weekendGuest: 4000 },
    addons: [
      { name: "Padel racket rental", group: 1, price: 400, stock: 16 },
      { name: "Tube of 3 padel balls", group: 1, price: 500, stock: null },
      { name: "Padel coach (whole slot)", group: 2, price: 4500, stock: 2 },
    ],
    module: {
      name: "Padel clinic",
      description: "Technique clinic with video review, per day.",
      addons: [
        { name: "Clinic session", group: 1, price: 2500, stock: 8 },
        { name: "Video analysis", group: 2, price: 1500, stock: null },
      ],
    },
  },
};

/** Consecutive slots of the area's length that fit between its first start and last end. */
export function slotTimes(area: Pick<Area, "firstStart" | "lastEnd" | "slotMinutes">): { start: string; end: string }[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const slots: { start: string; end: string }[] = [];
  for (let m = toMinutes(area.firstStart); m + area.slotMinutes <= toMinutes(area.lastEnd); m += area.slotMinutes) {
    slots.push({ start: toTime(m), end: toTime(m + area.slotMinutes) });
  }
  return slots;
}
