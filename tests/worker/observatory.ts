// The MDN HTTP Observatory's grade for one response's headers, by its own rules (github.com/mdn/mdn-http-observatory,
// algorithm version 6: src/analyzer/tests/*.js and src/grader/charts.js), for the tests that read headers. The two
// it cannot see from here count as what the deployment gives: no cookies, and redirection from http:// to https://
// on the same host (Cloudflare's "Always Use HTTPS"); scripts are all same-origin, so subresource integrity scores 0.

/** Each test's result, named as the Observatory names it, and the score it adds. */
export interface TestResult {
  result: string;
  modifier: number;
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isHashOrNonce = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

function parsePolicy(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const entry of header.split(';')) {
    const [name, ...sources] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) throw new Error(`duplicate directive ${directive}`);
    const list = sources.map((source) => source.toLowerCase());
    policy.set(directive, new Set(list.length === 0 && directive.endsWith('-src') ? ["'none'"] : list));
  }
  return policy;
}

function contentSecurityPolicy(header: string | null): TestResult & { frameAncestors: boolean } {
  if (!header) return { result: 'csp-not-implemented', modifier: -25, frameAncestors: false };
  let policy: Map<string, Set<string>>;
  try {
    policy = parsePolicy(header);
  } catch {
    return { result: 'csp-header-invalid', modifier: -25, frameAncestors: false };
  }
  const frameAncestors = policy.has('frame-ancestors');
  const fallback = policy.get('default-src') ?? new Set(['*']);
  const scripts = new Set(policy.get('script-src') ?? fallback);
  const styles = new Set(policy.get('style-src') ?? fallback);
  const objects = policy.get('object-src') ?? fallback;
  // 'unsafe-inline' next to a hash or nonce is ignored by browsers, and so by the Observatory.
  for (const list of [scripts, styles]) if ([...list].some(isHashOrNonce)) list.delete("'unsafe-inline'");
  const broadOrInline = (source: string) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source);
  const active = [...policy]
    .filter(([directive]) => !['img-src', 'media-src', 'script-src'].includes(directive))
    .flatMap(([, sources]) => [...sources])
    .concat([...scripts]);
  const passive = ['img-src', 'media-src'].flatMap((directive) => [...(policy.get(directive) ?? fallback)]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  const [result, modifier] =
    [...scripts].some(broadOrInline) || [...objects].some((source) => DANGEROUSLY_BROAD.has(source))
      ? ['csp-implemented-with-unsafe-inline', -20]
      : active.some(insecure)
        ? ['csp-implemented-with-insecure-scheme', -20]
        : scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")
          ? ['csp-implemented-with-unsafe-eval', -10]
          : passive.some(insecure)
            ? ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10]
            : [...styles].some(broadOrInline)
              ? ['csp-implemented-with-unsafe-inline-in-style-src-only', 0]
              : policy.get('default-src')?.has("'none'") && policy.get('default-src')?.size === 1
                ? ['csp-implemented-with-no-unsafe-default-src-none', 10]
                : ['csp-implemented-with-no-unsafe', 5];
  return { result, modifier, frameAncestors };
}

function xFrameOptions(header: string | null, viaCsp: boolean): TestResult {
  if (viaCsp) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = header?.trim().toLowerCase();
  if (value === undefined) return { result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'deny' || value === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny', modifier: 5 };
  if (value.startsWith('allow-from')) return { result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { result: 'x-frame-options-header-invalid', modifier: -20 };
}

function xContentTypeOptions(header: string | null): TestResult {
  if (header === null) return { result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function referrerPolicy(header: string | null): TestResult {
  if (header === null) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (policy === undefined) return { result: 'referrer-policy-header-invalid', modifier: -5 };
  return good.includes(policy)
    ? { result: 'referrer-policy-private', modifier: 5 }
    : { result: 'referrer-policy-unsafe', modifier: -5 };
}

/** Without the domain on the browsers' preload list (which would add 5), as a new domain is. */
function strictTransportSecurity(header: string | null): TestResult {
  if (header === null) return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header)?.[1];
  if (header.includes(',') || maxAge === undefined) return { result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) >= 15_768_000
    ? { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

/** COOP, COEP and CORP: a bonus for a restrictive value, nothing when absent, a penalty only when unreadable. */
function crossOrigin(
  header: string | null,
  prefix: 'coop' | 'coep' | 'corp',
  values: Record<string, number>,
): TestResult {
  if (header === null) return { result: `${prefix}-not-implemented`, modifier: 0 };
  const value = header.trim().toLowerCase();
  const modifier = values[value];
  return modifier === undefined
    ? { result: `${prefix}-header-invalid`, modifier: -5 }
    : { result: `${prefix}-implemented-with-${value}`, modifier };
}

export interface Grade {
  grade: string;
  score: number;
  tests: Record<string, TestResult>;
}

export function observatoryGrade(headers: Headers): Grade {
  if (headers.has('Set-Cookie')) throw new Error('cookies are not graded here: the site sets none');
  const csp = contentSecurityPolicy(headers.get('Content-Security-Policy'));
  const tests: Record<string, TestResult> = {
    'content-security-policy': { result: csp.result, modifier: csp.modifier },
    cookies: { result: 'cookies-not-found', modifier: 0 },
    'cross-origin-resource-sharing': headers.has('Access-Control-Allow-Origin')
      ? { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
      : { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 },
    redirection: { result: 'redirection-to-https', modifier: 0 },
    'referrer-policy': referrerPolicy(headers.get('Referrer-Policy')),
    'strict-transport-security': strictTransportSecurity(headers.get('Strict-Transport-Security')),
    'subresource-integrity': { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 },
    'x-content-type-options': xContentTypeOptions(headers.get('X-Content-Type-Options')),
    'x-frame-options': xFrameOptions(headers.get('X-Frame-Options'), csp.frameAncestors),
    'cross-origin-resource-policy': crossOrigin(headers.get('Cross-Origin-Resource-Policy'), 'corp', {
      'same-origin': 10,
      'same-site': 10,
      'cross-origin': 0,
    }),
    'cross-origin-opener-policy': crossOrigin(headers.get('Cross-Origin-Opener-Policy'), 'coop', {
      'same-origin': 10,
      'same-origin-allow-popups': 10,
      'noopener-allow-popups': 10,
      'unsafe-none': 0,
    }),
    'cross-origin-embedder-policy': crossOrigin(headers.get('Cross-Origin-Embedder-Policy'), 'coep', {
      'require-corp': 10,
      credentialless: 10,
      'unsafe-none': 0,
    }),
  };
  const modifiers = Object.values(tests).map((test) => test.modifier);
  const penalties = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  // Bonuses count only once the penalties alone leave an A (90 or more).
  const score = Math.max(0, penalties >= 90 ? 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0) : penalties);
  const grades = ['F', 'F', 'F', 'F', 'F', 'D-', 'D', 'D', 'D+', 'C-', 'C', 'C', 'C+', 'B-', 'B', 'B', 'B+', 'A-'];
  const step = Math.min(score - (score % 5), 100) / 5;
  const grade = step === 20 ? 'A+' : step >= 18 ? 'A' : (grades[step] ?? 'F');
  return { grade, score, tests };
}
