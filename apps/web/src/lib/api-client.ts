import { AUTH_TOKEN_STORAGE_KEY, apiPaths, XSRF_HEADER } from "@courtside/contract";
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import { env } from "./env.ts";
import { isUnsafeMethod, originOf, readXsrfCookie, xsrfTrustedOrigins } from "./xsrf.ts";

type ClientRequestConfig = InternalAxiosRequestConfig & { _xsrfRetried?: boolean };

/**
 * The HTTP client of spec section 7: JSON, cookies sent cross-site (withCredentials), no
 * timeout, `Authorization: Bearer <authToken>` read from localStorage on every request, and
 * the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN to the page's origin and the configured API
 * origin only. It never shows messages and never navigates: callers decide.
 */
export function createApiClient(baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: 0,
    withCredentials: true,
    // Axios' own XSRF handling only knows the page's origin; ours (below) also covers the API origin.
    withXSRFToken: false,
    headers: { Accept: "application/json" },
  });

  let trusted: Set<string> | null = null;
  const isTrusted = (config: InternalAxiosRequestConfig): boolean => {
    trusted ??= xsrfTrustedOrigins(baseURL);
    const origin = originOf(client.getUri(config));
    return origin !== null && trusted.has(origin);
  };

  let csrfRequest: Promise<void> | null = null;
  let csrfBootstrapped = false;
  /** GET /api/csrf-cookie (204, sets XSRF-TOKEN); concurrent callers share one request. */
  const refreshCsrfCookie = (): Promise<void> => {
    csrfRequest ??= client
      .get(apiPaths.csrfCookie)
      .then(() => {
        csrfBootstrapped = true;
      })
      .finally(() => {
        csrfRequest = null;
      });
    return csrfRequest;
  };

  client.interceptors.request.use(async (config) => {
    const token = localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
    if (token) config.headers.set("Authorization", `Bearer ${token}`);

    if (!isTrusted(config)) {
      config.headers.delete(XSRF_HEADER);
      return config;
    }
    if (isUnsafeMethod(config.method) && !readXsrfCookie() && !csrfBootstrapped) {
      // The request goes on without the header if this fails; the server then answers 419.
      await refreshCsrfCookie().catch(() => undefined);
    }
    const xsrf = readXsrfCookie();
    if (xsrf) config.headers.set(XSRF_HEADER, xsrf);
    else config.headers.delete(XSRF_HEADER);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 419) throw error;
    const config = error.config as ClientRequestConfig | undefined;
    if (!config || config._xsrfRetried) throw error;
    config._xsrfRetried = true;
    await refreshCsrfCookie();
    return client.request(config);
  });

  return client;
}

/** The app's one client. */
export const api = createApiClient(env.apiUrl);
