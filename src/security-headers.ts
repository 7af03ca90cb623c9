// Security headers for every response the Worker sends (static assets get the
// same policy from public/_headers). A rendered page narrows its policy to the
// inline code it has (pagePolicy, set by src/render.tsx).
import { secureHeaders } from 'hono/secure-headers';
import { clientAssets } from './generated/client-assets.ts';
import { speculationRules } from './lib/speculation-rules.ts';

/** Every inline script a page can carry, with the CSP source that allows it. */
const inlineScripts = [
  [clientAssets.inline.bootstrap, clientAssets.scriptHashes.bootstrap],
  [speculationRules, clientAssets.scriptHashes.speculation],
  [clientAssets.inline.menus, clientAssets.scriptHashes.menus],
  [clientAssets.inline.chatCounts, clientAssets.scriptHashes.chatCounts],
  [clientAssets.inline.gallery, clientAssets.scriptHashes.gallery],
  [clientAssets.inline.map, clientAssets.scriptHashes.map],
] as const;
/** Every inline stylesheet: the whole one (legal and not-found pages) and each first screen's. */
const inlineStyles = [
  [clientAssets.styles, clientAssets.styleHashes.whole],
  [clientAssets.firstScreenStyles.home, clientAssets.styleHashes.home],
  [clientAssets.firstScreenStyles.detail, clientAssets.styleHashes.detail],
] as const;
const hashSource = (hash: string) => `'${hash}'`;

export const contentSecurityPolicy = {
  defaultSrc: ["'none'"],
  // 'inline-speculation-rules' with the rules' hash: Chromium runs a page's speculation rules only if script-src allows them.
  scriptSrc: ["'self'", "'inline-speculation-rules'", ...inlineScripts.map(([, hash]) => hashSource(hash))],
  // 'self': the stylesheet file the home, service and course pages link after their first screen.
  styleSrc: ["'self'", ...inlineStyles.map(([, hash]) => hashSource(hash))],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ['https://www.google.com'],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  // The enquiry form posts to /consulta, which answers 303 to the chat; Chromium
  // checks form-action on that redirect too, and wa.me sends on to api.whatsapp.com.
  formAction: ["'self'", 'https://wa.me', 'https://api.whatsapp.com'],
};

/** A policy as a header value: directives in the order above, as Hono's secureHeaders writes them. */
function policyHeader(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * A rendered page's policy: inline scripts and stylesheets are allowed only by the hashes of those the page has, so no
 * page allows code it does not carry, and its headers, part of its first round trip, are 110–220 B shorter.
 */
export function pagePolicy(html: string): string {
  const has = (tag: 'script' | 'style', text: string) => html.includes(`>${text}</${tag}>`);
  return policyHeader({
    ...contentSecurityPolicy,
    scriptSrc: [
      "'self'",
      ...(has('script', speculationRules) ? ["'inline-speculation-rules'"] : []),
      ...inlineScripts.filter(([text]) => has('script', text)).map(([, hash]) => hashSource(hash)),
    ],
    styleSrc: ["'self'", ...inlineStyles.filter(([text]) => has('style', text)).map(([, hash]) => hashSource(hash))],
  });
}

export const pageSecurityHeaders = secureHeaders({
  // A page's own policy (pagePolicy) stays; any other response gets the site-wide one.
  overwrite: false,
  contentSecurityPolicy,
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
  // No Cross-Origin-Opener-Policy: a page with one cannot take over a fresh tab's empty document (where Lighthouse
  // starts), so its navigation starts a new renderer process and pays for that on the main thread. The site keeps
  // no visitor state for another window to reach, and every window it opens is opened with noopener.
  crossOriginOpenerPolicy: false,
  // Headers that add nothing here: frame-ancestors (in the policy) supersedes X-Frame-Options; Chromium keys agent
  // clusters by origin already; no code the policy lets run uses what a Permissions-Policy would switch off. Nor do
  // headers for browsers and plug-ins long gone, or that only slow links down (DNS prefetching): every byte of a
  // page's headers counts in its first round trip.
  xFrameOptions: false,
  originAgentCluster: false,
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
});
