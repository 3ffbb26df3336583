import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it, vi } from "vitest";
import { applyApiErrorToForm, NETWORK_ERROR_MESSAGE, parseApiError } from "./api-errors.ts";

function httpError(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data, headers, statusText: "", config } as AxiosResponse;
  return new AxiosError("Request failed", "ERR_BAD_REQUEST", config, null, response);
}

describe("api errors", () => {
  it("reads the contract error body", () => {
    const info = parseApiError(
      httpError(422, { message: "Invalid.", errors: { email: ["Taken.", "Second."], phone: ["Bad."] } }),
    );
    expect(info).toEqual({
      status: 422,
      message: "Invalid.",
      fieldErrors: { email: "Taken.", phone: "Bad." },
      retryAfter: null,
    });
  });

  it("reads Retry-After on 429 and falls back when there is no body or no answer", () => {
    expect(parseApiError(httpError(429, { message: "Too many." }, { "retry-after": "30" })).retryAfter).toBe(30);
    expect(parseApiError(httpError(500, "<html>")).message).toMatch(/HTTP 500/);
    expect(parseApiError(new AxiosError("Network Error", "ERR_NETWORK")).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("maps known fields onto the form and the rest into a general message", () => {
    const setError = vi.fn();
    const result = applyApiErrorToForm(
      httpError(422, { message: "Invalid.", errors: { email: ["Taken."], token: ["Link expired."] } }),
      setError,
      ["email", "password"],
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "Taken." }, { shouldFocus: true });
    expect(result.generalMessage).toBe("Link expired.");
  });

  it("uses the server message when no field error applies", () => {
    const setError = vi.fn();
    const result = applyApiErrorToForm(httpError(422, { message: "These credentials do not match." }), setError, ["email"]);
    expect(setError).not.toHaveBeenCalled();
    expect(result.generalMessage).toBe("These credentials do not match.");
  });
});
