import type { Sport } from "@courtside/contract";
import type en from "./messages/en.json";
import catalog from "./messages?catalog";
import { translatorFor } from "./translator.ts";

/** Words many folders share: the sports' names, "Language". */
export const { t, useT } = translatorFor<keyof typeof en>(catalog);

/** A sport's name in the language in use ("Tennis", "Pádel"). */
export const sportName = (sport: Sport): string => t(`common.sport.${sport}`);
