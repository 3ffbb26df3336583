import {
  adminClubLogoPath,
  adminClubPhotoPath,
  adminClubPhotosPath,
  CLUB_IMAGE_LIMITS,
  clubIconPath,
  clubPath,
  documentApiPaths,
} from "@courtside/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, signedInAdministrator } from "./support/admin-office.ts";
import { guestDocuments, latestMailAbout, paidGuestBooking } from "./support/documents.ts";
import { adminToken, createCourt, memberToken } from "./support/factories.ts";
import { isErrorShape } from "./support/fuzz.ts";
import { expectWorded, inEachLanguage } from "./support/languages.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ CLUB_NAME: "Club Padel Sol" });
  owner = (await signedInAdministrator(t.app, t.client(), "tennis", { role: "owner" })).token;
});
afterAll(() => t.close());

type Make = { width: number; height: number; format?: "png" | "jpeg" | "webp" | "gif"; orientation?: number };
async function image({ width, height, format = "png", orientation }: Make): Promise<string> {
  let made = sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 0.5 } } });
  if (orientation) made = made.withMetadata({ orientation });
  return (await made.toFormat(format).toBuffer()).toString("base64");
}

const club = async () => (await t.client().get(clubPath)).data;
const putLogo = (image: unknown, token: string | null = owner) =>
  t.client().put(adminClubLogoPath, { image }, token ? { token } : {});
const addPhoto = (body: Record<string, unknown>, token = owner) => t.client().post(adminClubPhotosPath, body, { token });
const served = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
};

describe("the club's logo", () => {
  it("is stored as a PNG at most 512 px a side, served for ever from its own URL, and replaced by the next", async () => {
    const set = await putLogo(await image({ width: 1200, height: 400 }));
    expect(set.statusCode).toBe(200);
    const { logo } = set.data;
    expect(logo).toMatchObject({ width: 512, height: 171 });
    expect((await club()).logo).toEqual(logo);

    const full = await served(logo.url);
    expect(full.res.headers["content-type"]).toBe("image/png");
    expect(full.res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(full.meta).toMatchObject({ format: "png", width: 512, height: 171, hasAlpha: true });
    expect((await served(logo.small_url)).meta).toMatchObject({ width: 160, height: 53 });

    const next = (await putLogo(await image({ width: 300, height: 300, format: "webp" }))).data.logo;
    expect(next.id).not.toBe(logo.id);
    expect(next).toMatchObject({ width: 300, height: 300 });
    expect((await served(logo.url)).res.statusCode).toBe(404);
    const audit = (await auditRowsOf(t.app, "1")).filter((row) => row.action === "club.logo_set");
    expect(audit[0]).toMatchObject({ before: { logo: logo.id }, after: { logo: next.id } });
  });

  it("gives the installable app icons drawn from it, and the built ones again once it is removed", async () => {
    const { logo } = (await putLogo(await image({ width: 640, height: 320 }))).data;
    const manifest = JSON.parse((await t.app.inject({ method: "GET", url: "/manifest.webmanifest" })).body);
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      clubIconPath(logo.id, "icon-192"),
      clubIconPath(logo.id, "icon-512"),
      clubIconPath(logo.id, "icon-maskable-512"),
    ]);
    const icon = await served(clubIconPath(logo.id, "icon-maskable-512"));
    expect(icon.meta).toMatchObject({ format: "png", width: 512, height: 512 });
    // The maskable icon keeps the logo inside the middle 80 %: its corners are the white background.
    const corner = await sharp(icon.res.rawPayload).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([255, 255, 255]);
    expect((await served(clubIconPath(logo.id, "icon-192"))).meta).toMatchObject({ width: 192, height: 192 });

    const removed = await t.client().delete(adminClubLogoPath, { token: owner });
    expect(removed.statusCode).toBe(200);
    expect(removed.data.logo).toBeNull();
    const after = JSON.parse((await t.app.inject({ method: "GET", url: "/manifest.webmanifest" })).body);
    expect(after.icons[0].src).toBe("/icons/icon-192.png");
    expect((await served(clubIconPath(logo.id, "icon-192"))).res.statusCode).toBe(404);
    const again = await t.client().delete(adminClubLogoPath, { token: owner });
    expect(again.statusCode).toBe(404);
    expect(again.data.message).toBe("The club has no logo to remove.");
  });

  it.each([
    ["not base64", "not base64!", undefined, /must be sent as base64/],
    ["not an image", Buffer.from("hello, this is text").toString("base64"), "image_unreadable", /could not be read as an image/],
    ["a GIF", "gif", "image_type", /GIF images are not accepted; choose a PNG, JPEG or WebP file/],
    ["an SVG", "svg", "image_type", /SVG images are not accepted/],
    ["too small", "tiny", "image_too_small", /The image is 20 × 20 pixels; its shorter side must be at least 32 pixels/],
    ["too many pixels", "huge", "image_too_large", /The image is 8000 × 6000 pixels; at most 40 million pixels/],
  ])("refuses %s on the image field and keeps the logo as it was", async (_name, kind, code, message) => {
    await putLogo(await image({ width: 100, height: 100 }));
    const before = (await club()).logo;
    const data: Record<string, () => Promise<string>> = {
      gif: () => image({ width: 100, height: 100, format: "gif" }),
      svg: async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>').toString("base64"),
      tiny: () => image({ width: 20, height: 20 }),
      huge: () => image({ width: 8000, height: 6000 }),
    };
    const res = await putLogo(await (data[kind]?.() ?? kind));
    expect(res.statusCode).toBe(422);
    expect(isErrorShape(res.data)).toBe(true);
    expect(res.data.errors.image[0]).toMatch(message);
    expect(res.data.code).toBe(code);
    expect((await club()).logo).toEqual(before);
  });

  it("refuses a file over 5 MB by its size before decoding it, and a body over 8 MB with 413", async () => {
    const over = "A".repeat((Math.ceil(CLUB_IMAGE_LIMITS.maxBytes / 3) + 1) * 4);
    const res = await putLogo(over);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.image).toEqual(["The image is larger than 5 MB; choose a smaller file."]);
    expect((await putLogo("A".repeat(9 * 1024 * 1024))).statusCode).toBe(413);
  });

  it("takes at most 60 uploads from one administrator in 10 minutes, counted before decoding", async () => {
    const other = (await signedInAdministrator(t.app, t.client(), "tennis", { role: "owner" })).token;
    const junk = Buffer.from("not an image").toString("base64");
    for (let i = 0; i < 60; i++) expect((await putLogo(junk, other)).statusCode).toBe(422);
    const refused = await putLogo(await image({ width: 100, height: 100 }), other);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.data.code).toBe("too_many_attempts");
    // Another administrator is counted on their own.
    expect((await putLogo(await image({ width: 100, height: 100 }))).statusCode).toBe(200);
  });

  it("is the owner's alone", async () => {
    const png = await image({ width: 100, height: 100 });
    const manager = await adminToken(t.app, t.client(), { role: "manager", sports: ["tennis", "padel"] });
    const member = (await memberToken(t.app, t.client())).token;
    expect((await putLogo(png, null)).statusCode).toBe(401);
    expect((await putLogo(png, member)).statusCode).toBe(403);
    expect((await putLogo(png, manager)).data).toMatchObject({ code: "forbidden" });
    expect((await t.client().delete(adminClubLogoPath, { token: manager })).statusCode).toBe(403);
  });
});

describe("photos of the club and its courts", () => {
  it("stores a photo as JPEG turned upright and stripped of its metadata, with its description", async () => {
    // A phone's portrait photo: stored landscape with EXIF orientation 6 (turn 90° clockwise).
    const res = await addPhoto({
      image: await image({ width: 2400, height: 1800, orientation: 6 }),
      alt: "The clubhouse terrace",
      court_id: null,
    });
    expect(res.statusCode).toBe(201);
    const photo = res.data.photos.at(-1);
    expect(photo).toMatchObject({ alt: "The clubhouse terrace", court_id: null, width: 1200, height: 1600 });
    const full = await served(photo.url);
    expect(full.res.headers["content-type"]).toBe("image/jpeg");
    expect(full.meta).toMatchObject({ format: "jpeg", width: 1200, height: 1600 });
    expect(full.meta?.exif).toBeUndefined();
    expect(full.meta?.orientation).toBeUndefined();
    expect((await served(photo.small_url)).meta).toMatchObject({ width: 480, height: 640 });
    const [row] = (await auditRowsOf(t.app, "1")).filter((r) => r.action === "club.photo_add");
    expect(row?.after).toMatchObject({ photo: photo.id, alt: "The clubhouse terrace", court_id: null });
  });

  it("keeps at most 4 photos of a court, naming the court, and of another court still takes them", async () => {
    const court = await createCourt(t.app, "padel", { name: "Pista Cristal" });
    const other = await createCourt(t.app, "padel", { name: "Pista Muro" });
    const jpeg = await image({ width: 400, height: 300, format: "jpeg" });
    // Sent together: the limit is counted under a lock in the writing transaction.
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addPhoto({ image: jpeg, alt: `Cristal ${i}`, court_id: court.id })),
    );
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    const refused = sent.find((r) => r.statusCode === 409);
    expect(refused?.data).toMatchObject({
      message: "Pista Cristal already has 4 photos, the most a court can show; remove one to add another.",
      code: "photo_limit",
      params: { limit: 4, court: "Pista Cristal" },
    });
    const photos = (await club()).photos.filter((p: { court_id: number }) => p.court_id === court.id);
    expect(photos).toHaveLength(4);
    expect((await addPhoto({ image: jpeg, alt: "Muro", court_id: other.id })).statusCode).toBe(201);

    const removed = await t.client().delete(adminClubPhotoPath(photos[0].id), { token: owner });
    expect(removed.statusCode).toBe(200);
    expect(removed.data.photos.some((p: { id: string }) => p.id === photos[0].id)).toBe(false);
    expect((await served(photos[0].url)).res.statusCode).toBe(404);
    expect((await t.client().delete(adminClubPhotoPath(photos[0].id), { token: owner })).statusCode).toBe(404);
    expect((await addPhoto({ image: jpeg, alt: "Cristal again", court_id: court.id })).statusCode).toBe(201);
  });

  it.each([
    [{ alt: "" }, "alt", /The photo's description field is required/],
    [{ alt: "x".repeat(201) }, "alt", /may not be longer than 200 characters/],
    [{ alt: "Line\nbreak" }, "alt", /may not contain line breaks/],
    [{ court_id: 999999 }, "court_id", /There is no court 999999; choose one of the club's courts/],
    [{ image: "" }, "image", /Choose an image file/],
    [{ extra: 1 }, "extra", /.+/],
  ])("refuses %j on %s and adds nothing", async (change, field, message) => {
    const count = (await club()).photos.length;
    const base = { image: await image({ width: 300, height: 300, format: "jpeg" }), alt: "Court 1 at dusk", court_id: null };
    const res = await addPhoto({ ...base, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors[field]?.[0]).toMatch(message);
    expect((await club()).photos).toHaveLength(count);
  });

  it("answers 404 for an image that is not there, whatever its id looks like", async () => {
    for (const url of ["/api/club/images/nope/full", "/api/club/images/00000000-0000-4000-8000-000000000000/small"])
      expect((await served(url)).res.statusCode).toBe(404);
    expect((await served("/api/club/images/00000000-0000-4000-8000-000000000000/huge")).res.statusCode).toBe(404);
    expect((await t.client().delete(adminClubPhotoPath("nope"), { token: owner })).statusCode).toBe(404);
  });
});

describe("the logo in mails and receipts", () => {
  it("heads a confirmation mail (by its absolute address) and the receipt, as HTML and as PDF", async () => {
    const { logo } = (await putLogo(await image({ width: 400, height: 200 }))).data;
    const { order, client } = await paidGuestBooking(t, "2026-11-27");
    const mail = await latestMailAbout(t, order.inv);
    expect(mail?.html).toContain(`<img src="${t.app.deps.config.appUrl}${logo.small_url}" width="96" height="48" alt=""`);

    const [receipt] = await guestDocuments(client, order);
    const file = (format: "html" | "pdf") =>
      t.app.inject({
        method: "GET",
        url: `${documentApiPaths.orderDocument("tennis", order.order_id, receipt?.code ?? "", format)}?key=${order.access_key}`,
      });
    expect((await file("html")).body).toContain(`<img src="${logo.small_url}" alt="Club Padel Sol"`);
    const pdf = (await file("pdf")).rawPayload.toString("latin1");
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });
});

describe("the refusals in the request's language", () => {
  it("word an image's problem, and zod's own messages (a wrong type), in English, Spanish and French", async () => {
    const tiny = await image({ width: 20, height: 20 });
    const small = await inEachLanguage((_locale, headers) =>
      t.client().put(adminClubLogoPath, { image: tiny }, { token: owner, headers }),
    );
    expectWorded(small, "image", {
      en: "The image is 20 × 20 pixels; its shorter side must be at least 32 pixels.",
      es: "La imagen mide 20 × 20 píxeles; su lado más corto debe medir al menos 32 píxeles.",
      fr: "L’image fait 20 × 20 pixels ; son plus petit côté doit mesurer au moins 32 pixels.",
    });
    const wrongType = await inEachLanguage((_locale, headers) =>
      t.client().post(adminClubPhotosPath, { image: tiny, alt: "x", court_id: "one" }, { token: owner, headers }),
    );
    expect(wrongType.en.data.errors.court_id).toEqual(["Invalid input: expected number, received string"]);
    expect(wrongType.es.data.errors.court_id).toEqual(["Entrada inválida: se esperaba número, recibido texto"]);
    expect(wrongType.fr.data.errors.court_id).toEqual(["Entrée invalide : nombre attendu, chaîne de caractères reçu"]);
  });
});
