import { api } from "./api-client.ts";

/**
 * GETs a file with the bearer token (a plain link would not carry it) and saves it from a blob
 * URL under the name the server gave in Content-Disposition (else `fallback`); answers the name.
 */
export async function downloadFile(path: string, params: object, fallback: string): Promise<string> {
  const response = await api.get<Blob>(path, { params, responseType: "blob" });
  const disposition = response.headers["content-disposition"];
  const name = (typeof disposition === "string" && /filename="([^"]+)"/.exec(disposition)?.[1]) || fallback;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
