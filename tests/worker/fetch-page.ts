// Sends a request to the Worker under test, as a browser would.
import { exports } from 'cloudflare:workers';

export interface Page {
  response: Response;
  html: string;
}

export async function fetchPage(path: string, init?: RequestInit): Promise<Page> {
  const response = await exports.default.fetch(new Request(`https://elitegaragespa.com${path}`, init));
  return { response, html: await response.text() };
}

/** Text content of the first element matching a simple tag/attribute pattern, tags stripped. */
export function textOf(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').trim();
}
