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
  const demo = (data as Partial<Instance> | null)?.demo_payments;
  if (typeof demo !== "boolean") throw new Error(`GET ${instancePath} answered no demo_payments`);
  return { demo_payments: demo };
}

/** How the server runs; it does not change while it runs. */
export function useInstance() {
  return useQuery({ queryKey: ["instance"], queryFn: getInstance, staleTime: Number.POSITIVE_INFINITY });
}
