// The editor's own headers: Sveltia CMS needs inline styles (Svelte's style attributes) and WebAssembly (its WebP
// encoder, 'wasm-unsafe-eval', which lets no JavaScript be evaluated), which the visitor pages never allow. GitHub's API
// and status page are the only other origins it talks to.
import type { Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** The local stand-in for GitHub's API when `npm run admin` serves the editor (wrangler dev --var ADMIN_LOCAL_BACKEND:…). */
export function localBackendUrl(c: Context): string | undefined {
  const url = (c.env as { ADMIN_LOCAL_BACKEND?: string } | undefined)?.ADMIN_LOCAL_BACKEND;
  return url && URL.canParse(url) ? url : undefined;
}

/** The only access token the local stand-in accepts: the one /admin/auth hands the editor under `npm run admin`. */
export const localBackendToken = 'local';

/** GitHub's status page (the editor's status indicator), plus the local stand-in's origin when there is one. */
const statusAndLocalBackend = (c: Context) => {
  const local = localBackendUrl(c);
  return local ? `https://www.githubstatus.com ${new URL(local).origin}` : 'https://www.githubstatus.com';
};

export const editorContentSecurityPolicy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'blob:', 'data:', 'https://api.github.com', statusAndLocalBackend],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
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
  // The site's icon, which the owner's pages link (without it a browser asks for /favicon.ico, which the policy blocked).
  imgSrc: ["'self'"],
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

/** The review card's page: its one inline script and its styles, by nonce, and no form (its pictures are inline SVG). */
export const reviewCardSecurityHeaders = secureHeaders({
  ...shared,
  contentSecurityPolicy: nonceOnlyPolicy,
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
