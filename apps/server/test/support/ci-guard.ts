import { it } from "vitest";

/**
 * PostgreSQL-only tests skip on the embedded run; in CI the PostgreSQL run is mandatory, so a
 * missing DATABASE_URL there fails loudly instead of letting every such test skip unnoticed.
 */
export function requirePostgresInCi(): void {
  if (process.env.CI === "true" && !process.env.DATABASE_URL) {
    it("has PostgreSQL to run on (CI=true needs DATABASE_URL)", () => {
      throw new Error("CI=true but DATABASE_URL is not set: the PostgreSQL fault tests cannot be skipped in CI.");
    });
  }
}
