/** What the web app must know about the server it talks to. */
import { z } from "zod";

export const instancePath = "/api/instance";

export const instanceSchema = z
  .object({
    /** Orders are paid through the demo provider: no money moves (the web app shows a Demo label). */
    demo_payments: z.boolean(),
  })
  .meta({ id: "Instance" });
export type Instance = z.infer<typeof instanceSchema>;
