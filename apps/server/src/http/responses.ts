import { errorBodySchema } from "@courtside/contract";
import { z } from "zod";

/** Error answers a route can give, for the OpenAPI document. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((c) => [c, errorBodySchema]));
}

export const noContent = z.null().describe("No content");
export const bearerAuth = [{ bearerAuth: [] }];
