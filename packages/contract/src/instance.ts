/** What the web app must know about the server it talks to. */
import { z } from "zod";

export const instancePath = "/api/instance";

export const instanceSchema = z
  .object({
    /** Orders are paid through the demo provider: no money moves (the web app shows a Demo label). */
    demo_payments: z.boolean(),
    /** Who runs the club, for the pages that name a contact (the accessibility statement). */
    club: z.object({ name: z.string(), contact_email: z.string() }),
  })
  .meta({ id: "Instance" });
export type Instance = z.infer<typeof instanceSchema>;
