import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Options = { token?: string; headers?: Record<string, string>; remoteAddress?: string; xsrf?: boolean };

export type Answer = LightMyRequestResponse & { body: string; data: any };

/**
 * Calls the app in-process like a browser would: keeps the XSRF-TOKEN cookie and echoes
 * it as X-XSRF-TOKEN on unsafe methods (unless told not to), sends a bearer token if given.
 */
export class TestClient {
  private xsrf: string | undefined;
  /** Each client is its own device: a loopback address of its own, so rate limits are per client. */
  private readonly address = `127.${rand()}.${rand()}.${rand()}`;
  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, body?: unknown, options: Options = {}): Promise<Answer> {
    if (method !== "GET" && options.xsrf !== false && !this.xsrf) await this.request("GET", "/api/csrf-cookie");
    const headers: Record<string, string> = { ...options.headers };
    if (this.xsrf) headers.cookie = `XSRF-TOKEN=${this.xsrf}`;
    if (this.xsrf && method !== "GET" && options.xsrf !== false) headers["x-xsrf-token"] = this.xsrf;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const inject: InjectOptions = { method, url, headers, remoteAddress: options.remoteAddress ?? this.address };
    if (body !== undefined) {
      if (typeof body === "string") inject.payload = body;
      else inject.payload = JSON.stringify(body);
      headers["content-type"] ??= "application/json";
    }
    const res = await this.app.inject(inject);
    const cookie = res.cookies.find((c) => c.name === "XSRF-TOKEN");
    if (cookie) this.xsrf = cookie.value;
    let data: unknown;
    try {
      data = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      data = undefined;
    }
    return Object.assign(res, { data }) as Answer;
  }

  get = (url: string, options?: Options) => this.request("GET", url, undefined, options);
  post = (url: string, body?: unknown, options?: Options) => this.request("POST", url, body, options);
  put = (url: string, body?: unknown, options?: Options) => this.request("PUT", url, body, options);
  patch = (url: string, body?: unknown, options?: Options) => this.request("PATCH", url, body, options);
  delete = (url: string, options?: Options) => this.request("DELETE", url, undefined, options);
}

function rand() {
  return Math.floor(Math.random() * 254) + 1;
}
