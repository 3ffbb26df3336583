/** Which database the server suite runs on: TEST_DB=postgres needs DATABASE_URL. */
export function testDbKind(): "pglite" | "postgres" {
  const kind = process.env.TEST_DB ?? "pglite";
  if (kind === "postgres") {
    if (!process.env.DATABASE_URL) throw new Error("TEST_DB=postgres needs DATABASE_URL");
    return "postgres";
  }
  return "pglite";
}

export function adminUrl(): string {
  return withDatabaseName("postgres");
}

export function withDatabaseName(name: string): string {
  const url = new URL(process.env.DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}
