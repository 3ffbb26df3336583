import { XSRF_COOKIE } from "@courtside/contract";

/** Reads a cookie by name from document.cookie (decoded), or null when absent. */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readXsrfCookie(): string | null {
  return readCookie(XSRF_COOKIE);
}

/** The origin of an absolute or page-relative URL, or null when it cannot be parsed. */
export function originOf(url: string, base: string = window.location.href): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * Origins that may receive the anti-forgery token: the page's own origin and the
 * configured API origin (VITE_API_URL). Never any other origin.
 */
export function xsrfTrustedOrigins(apiBaseUrl: string): Set<string> {
  const trusted = new Set<string>([window.location.origin]);
  if (apiBaseUrl) {
    const apiOrigin = originOf(apiBaseUrl);
    if (apiOrigin) trusted.add(apiOrigin);
  }
  return trusted;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isUnsafeMethod(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? "GET").toUpperCase());
}
