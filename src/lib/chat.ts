// Every WhatsApp link on the site is built here, so the number and the
// encoding live in one place.
import type { SiteConfig } from '../content/schema/index.ts';

/** A wa.me link that opens a chat with `digits` and `text` already typed. */
export function buildChatLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** What every chat link of a site shares: the number it writes to, and what screen readers hear after its name. */
export interface ChatLine {
  /** The WhatsApp number: digits only, country code first. */
  digits: string;
  /** That the chat opens in a new tab. */
  newTab: string;
}

/** The site's chat line, from its checked facts and words. */
export const chatLineOf = (site: Pick<SiteConfig, 'phone' | 'texts'>): ChatLine => ({
  digits: site.phone.chatDigits,
  newTab: site.texts.shared.chatNewTab,
});

/** The text a chat link carries, read back from the link (what WhatsApp shows). */
export function readChatText(link: string): string {
  return new URL(link).searchParams.get('text') ?? '';
}

/** A fixed greeting followed by the name of what the visitor asks about. */
export function greetingAbout(greeting: string, subject: string): string {
  return `${greeting} ${subject}`;
}

/** A wa.me link with no number: WhatsApp asks which chat to send `text` to. */
export function buildShareLink(text: string): string {
  return buildChatLink('', text);
}
