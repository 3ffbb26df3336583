import { type Instance, instancePath } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";

/**
 * GET /api/instance. Every page's header asks it, the landing page included, so it uses plain
 * fetch and a field check instead of the HTTP client and the contract's zod schema: those
 * would add ~45 KB to the landing route's JavaScript (e2e/page-budget.spec.ts).
 */
export async function getInstance(): Promise<Instance> {
  const response = await fetch(instancePath, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET ${instancePath} answered ${response.status}`);
  const data: unknown = await response.json();
  const answer = data as Partial<Instance> | null;
  const demo = answer?.demo_payments;
  if (typeof demo !== "boolean") throw new Error(`GET ${instancePath} answered no demo_payments`);
  const club = answer?.club;
  const known = typeof club?.name === "string" && typeof club.contact_email === "string";
  return { demo_payments: demo, club: known ? club : { name: "", contact_email: "" } };
}

/** How the server runs; it does not change while it runs. */
export function useInstance() {
  return useQuery({ queryKey: ["instance"], queryFn: getInstance, staleTime: Number.POSITIVE_INFINITY });
}
