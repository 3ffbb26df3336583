import type { Page } from "@playwright/test";

/**
 * Calls the API as the administrator signed in on `page` (their token and the XSRF cookie), for
 * set-up and clean-up a spec does not drive through the pages. Answers the status and the body.
 */
export async function callAdmin(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "");
      const res = await fetch(url, {
        method,
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${localStorage.getItem("authToken")}`,
          "X-XSRF-TOKEN": xsrf,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, data: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  );
}
