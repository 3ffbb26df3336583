import type { Administrator } from "@courtside/contract";
import type { administrators } from "../../db/schema.ts";

export function presentAdministrator(row: typeof administrators.$inferSelect): Administrator {
  return { id: row.id, name: row.name, email: row.email, type_web: row.typeWeb, role: row.role, sports: row.sports };
}
