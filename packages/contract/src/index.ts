export * from "./accounts.ts";
export * from "./errors.ts";
export * from "./paths.ts";
export * from "./rules.ts";
export * from "./sports.ts";
