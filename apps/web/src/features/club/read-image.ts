import { fileToBase64 } from "./file-to-base64.ts";

/** The chosen file as the calls take it, or null when the browser cannot read it (moved or deleted since). */
export async function readImage(file: Blob): Promise<string | null> {
  try {
    return await fileToBase64(file);
  } catch {
    return null;
  }
}
