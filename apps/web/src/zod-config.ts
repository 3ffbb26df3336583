/**
 * Zod must not probe for `new Function`: the page's CSP forbids eval (script-src 'self') and
 * the browser reports the probe as a violation even though zod catches it. Zod reads this
 * global when it loads, and an object schema reads the probe when it is built, so this runs
 * before main.tsx (listed first in index.html; Vite runs the two in that order) and before the
 * lazily loaded chunks that hold the schemas. e2e/content-security.spec.ts guards it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
