import { randomBytes } from "node:crypto";
import type { Sport } from "@courtside/contract";
import type { FastifyInstance } from "fastify";
import { administrators, members } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/modules/auth/passwords.ts";

const unique = () => randomBytes(4).toString("hex");

/** Each test creates the people it needs; nothing is shared between tests. */
export async function createMember(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const password = overrides.password ?? `pw-${unique()}-secret`;
  const [member] = await app.deps.database.db
    .insert(members)
    .values({
      name: overrides.name ?? "Rafa Member",
      email: overrides.email ?? `member-${unique()}@example.test`,
      phone: "+34 600 000 000",
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!member) throw new Error("member not created");
  return { ...member, password };
}

export async function createAdministrator(app: FastifyInstance, typeWeb: Sport = "tennis") {
  const password = `pw-${unique()}-admin`;
  const [administrator] = await app.deps.database.db
    .insert(administrators)
    .values({
      name: `Admin ${unique()}`,
      email: `admin-${unique()}@example.test`,
      typeWeb,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!administrator) throw new Error("administrator not created");
  return { ...administrator, password };
}
