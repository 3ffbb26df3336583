import { AUTH_TOKEN_STORAGE_KEY, XSRF_HEADER } from "@courtside/contract";
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it } from "vitest";
import { setCookie } from "../test/cookies.ts";
import { api, createApiClient } from "./api-client.ts";

interface Sent {
  url: string;
  method: string;
  headers: Record<string, unknown>;
  withCredentials: boolean | undefined;
  timeout: number | undefined;
}

/** Replaces the network: records each request and answers with `respond`. */
function withFakeNetwork(
  baseURL: string,
  respond: (config: InternalAxiosRequestConfig, sent: Sent[]) => Partial<AxiosResponse> = () => ({ status: 200 }),
) {
  const client = createApiClient(baseURL);
  const sent: Sent[] = [];
  client.defaults.adapter = async (config) => {
    const url = client.getUri(config);
    sent.push({
      url,
      method: (config.method ?? "get").toUpperCase(),
      headers: config.headers.toJSON(),
      withCredentials: config.withCredentials,
      timeout: config.timeout,
    });
    const answer = { data: null, status: 200, statusText: "", headers: {}, config, ...respond(config, sent) };
    if (answer.status >= 400) throw new AxiosError("failed", "ERR_BAD_RESPONSE", config, null, answer as AxiosResponse);
    return answer as AxiosResponse;
  };
  return { client, sent };
}

describe("api client", () => {
  it("has no timeout, sends credentials and asks for JSON", () => {
    expect(api.defaults.timeout).toBe(0);
    expect(api.defaults.withCredentials).toBe(true);
    expect(api.defaults.baseURL).toBe("");
    expect(api.defaults.headers.Accept).toBe("application/json");
  });

  it("reads authToken from localStorage on every request", async () => {
    const { client, sent } = withFakeNetwork("");
    await client.get("/api/user");
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "first");
    await client.get("/api/user");
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "second");
    await client.get("/api/user");
    expect(sent.map((r) => r.headers.Authorization)).toEqual([undefined, "Bearer first", "Bearer second"]);
    expect(sent.every((r) => r.withCredentials === true && r.timeout === 0)).toBe(true);
  });

  it("echoes XSRF-TOKEN to the page's origin and to the configured API origin only", async () => {
    setCookie("XSRF-TOKEN", "abc%3D%3D");
    const { client, sent } = withFakeNetwork("https://api.courtside.test");
    await client.post("/api/frontend/login", { email: "a@b.c" }); // configured API origin
    await client.get(`${window.location.origin}/api/user`); // page origin
    await client.post("https://evil.test/steal", {}); // any other origin
    await client.get("http://api.courtside.test/api/user"); // same host, other scheme: another origin
    expect(sent.map((r) => [r.url, r.headers[XSRF_HEADER]])).toEqual([
      ["https://api.courtside.test/api/frontend/login", "abc=="],
      [`${window.location.origin}/api/user`, "abc=="],
      ["https://evil.test/steal", undefined],
      ["http://api.courtside.test/api/user", undefined],
    ]);
  });

  it("does not send the token header when axios' own same-origin XSRF logic would", async () => {
    setCookie("XSRF-TOKEN", "abc");
    const { client, sent } = withFakeNetwork("");
    await client.post("https://other.test/x", {});
    expect(sent[0]?.headers[XSRF_HEADER]).toBeUndefined();
  });

  it("fetches /api/csrf-cookie once before the first unsafe request when the cookie is missing", async () => {
    const { client, sent } = withFakeNetwork("", (config) => {
      if (config.url === "/api/csrf-cookie") setCookie("XSRF-TOKEN", "fresh");
      return { status: config.url === "/api/csrf-cookie" ? 204 : 200 };
    });
    await client.get("/api/frontend/rules/single");
    await Promise.all([client.post("/api/frontend/login", {}), client.post("/api/frontend/register", {})]);
    await client.put("/api/frontend/profile", {});
    const paths = sent.map((r) => `${r.method} ${new URL(r.url, window.location.href).pathname}`);
    expect(paths.filter((p) => p === "GET /api/csrf-cookie")).toHaveLength(1);
    expect(paths[1]).toBe("GET /api/csrf-cookie");
    expect(sent.filter((r) => r.method !== "GET").every((r) => r.headers[XSRF_HEADER] === "fresh")).toBe(true);
  });

  it("retries a request once after 419, with a refreshed cookie", async () => {
    setCookie("XSRF-TOKEN", "stale");
    let attempts = 0;
    const { client, sent } = withFakeNetwork("", (config) => {
      if (config.url === "/api/csrf-cookie") {
        setCookie("XSRF-TOKEN", "renewed");
        return { status: 204 };
      }
      attempts += 1;
      return attempts === 1 ? { status: 419, data: { message: "CSRF token mismatch." } } : { status: 200, data: "ok" };
    });
    const response = await client.post("/api/frontend/logout");
    expect(response.data).toBe("ok");
    expect(sent.map((r) => [r.method, r.headers[XSRF_HEADER]])).toEqual([
      ["POST", "stale"],
      ["GET", "stale"],
      ["POST", "renewed"],
    ]);
  });

  it("gives up after one retry when the server keeps answering 419", async () => {
    setCookie("XSRF-TOKEN", "x");
    const { client, sent } = withFakeNetwork("", (config) => ({
      status: config.url === "/api/csrf-cookie" ? 204 : 419,
    }));
    await expect(client.post("/api/frontend/logout")).rejects.toMatchObject({ response: { status: 419 } });
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(2);
  });
});
