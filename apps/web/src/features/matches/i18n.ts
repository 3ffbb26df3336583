import { translatorFor } from "../../i18n/translator.ts";
import type en from "./messages/en.json";
import catalog from "./messages?catalog";

export const { t, useT } = translatorFor<keyof typeof en>(catalog);
