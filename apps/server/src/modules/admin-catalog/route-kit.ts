import { adminSportParamsSchema, idParamSchema } from "@courtside/contract";

/** What every catalog route shares: its OpenAPI tag and its path parameters. */
export const tags = ["Back office: catalog"];
export const sportParams = adminSportParamsSchema;
export const sportIdParams = adminSportParamsSchema.extend({ id: idParamSchema });
