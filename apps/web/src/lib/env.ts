/** Build-time configuration (Vite env), with the defaults the spec and design ask for. */
export const env = {
  apiUrl: import.meta.env.VITE_API_URL ?? "",
  // i18n-ignore: the product's name, the same in every language
  clubName: import.meta.env.VITE_CLUB_NAME || "Courtside",
} as const;
