// The editor's own headers: Decap needs 'unsafe-eval' (ajv compiles its config schema) and inline styles (emotion),
// which the visitor pages never allow. GitHub's API is the only other origin it talks to.
import type { Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** decap-server's URL when `npm run admin` serves the editor (wrangler dev --var ADMIN_LOCAL_BACKEND:…). */
export function localBackendUrl(c: Context): string | undefined {
  const url = (c.env as { ADMIN_LOCAL_BACKEND?: string } | undefined)?.ADMIN_LOCAL_BACKEND;
  return url && URL.canParse(url) ? url : undefined;
}

/** GitHub's status page (the editor's status indicator), plus decap-server's origin when there is one. */
const statusAndLocalBackend = (c: Context) => {
  const local = localBackendUrl(c);
  return local ? `https://www.githubstatus.com ${new URL(local).origin}` : 'https://www.githubstatus.com';
};

export const editorContentSecurityPolicy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'blob:', 'https://api.github.com', statusAndLocalBackend],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  objectSrc: ["'none'"],
};

const shared = {
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  referrerPolicy: 'same-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
} as const;

export const editorSecurityHeaders = secureHeaders({
  ...shared,
  contentSecurityPolicy: editorContentSecurityPolicy,
  // The sign-in window must keep its link back to the editor (window.opener).
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
});

const nonceOnlyPolicy = {
  defaultSrc: ["'none'"],
  scriptSrc: [NONCE],
  styleSrc: [NONCE],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/** The sign-in pages run one inline script each, allowed by a per-response nonce. */
export const signInSecurityHeaders = secureHeaders({
  ...shared,
  contentSecurityPolicy: nonceOnlyPolicy,
  crossOriginOpenerPolicy: false,
});

/** The counts page, like the sign-in pages, and its sign-out form, which posts to this site. */
export const countsSecurityHeaders = secureHeaders({
  ...shared,
  contentSecurityPolicy: { ...nonceOnlyPolicy, formAction: ["'self'"] },
  crossOriginOpenerPolicy: false,
});

/**
 * Every response under /admin gets at least these, redirects, 404s, 405s and error pages included; a page's own
 * headers, set by the middleware of its route, stay as they are.
 */
export const adminSecurityHeaders = secureHeaders({
  ...shared,
  overwrite: false,
  contentSecurityPolicy: { ...nonceOnlyPolicy, scriptSrc: ["'none'"], styleSrc: ["'none'"] },
  crossOriginOpenerPolicy: false,
});
