// Sends a request to the Worker under test, as a browser would.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker from '../../src/index.tsx';

export interface Page {
  response: Response;
  html: string;
}

export async function fetchPage(path: string, init?: RequestInit): Promise<Page> {
  const response = await exports.default.fetch(new Request(`https://elitegaragespa.com${path}`, init));
  return { response, html: await response.text() };
}

/**
 * The bindings with a rate limit that lets every count through: for tests of what counts. The simulated limiter is
 * shared by every test file of a run, so other files' counts would use up a row's allowance; the limit itself is
 * count-limit.test.ts's.
 */
export const countingEnv: typeof env = { ...env, COUNT_LIMIT: { limit: () => Promise.resolve({ success: true }) } };

/**
 * The same through the Worker's handler with an execution context of its own, answered once the work the request left
 * for after its response (ctx.waitUntil: an enquiry count's write) is done, so that a count read next is the one it
 * wrote. (fetchPage's response comes back while that work may still be under way.)
 */
export async function fetchSettled(path: string, init?: RequestInit): Promise<Page> {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`https://elitegaragespa.com${path}`, init), countingEnv, context);
  const html = await response.text();
  await waitOnExecutionContext(context);
  return { response, html };
}

/**
 * A static file as a browser gets it: Workers Static Assets serves it before the Worker runs, with public/_headers'
 * headers, except the videos, which go through the Worker (wrangler.toml's run_worker_first).
 */
export function fetchFile(path: string, init?: RequestInit): Promise<Response> {
  const request = new Request(`https://elitegaragespa.com${path}`, init);
  return path.startsWith('/video/') ? exports.default.fetch(request) : env.ASSETS.fetch(request);
}

/** The Content-Security-Policy source that allows an inline script or style by its hash: 'sha256-…'. */
export async function cspHashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The hash sources of a page's inline <script>s (code, not JSON-LD data) or <style>s, sorted. */
export async function inlineSources(html: string, tag: 'script' | 'style'): Promise<string[]> {
  const blocks = [...html.matchAll(new RegExp(`<${tag}((?: [^>]*)?)>([\\s\\S]*?)</${tag}>`, 'g'))]
    .filter(([, attributes = '']) => !/\ssrc=|\stype="application\/ld\+json"/.test(attributes))
    .map(([, , text = '']) => text);
  return [...new Set(await Promise.all(blocks.map(cspHashSource)))].sort();
}

/** Text content of the first element matching a simple tag/attribute pattern, tags stripped. */
export function textOf(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').trim();
}
