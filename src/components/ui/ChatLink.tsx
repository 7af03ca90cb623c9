// A link that opens a WhatsApp chat in a new tab with a prefilled message,
// behind the WhatsApp logo (drawn by the `whatsapp-icon` utility in client/site.css).
// Its name, for screen readers and voice control, starts with the visible words
// and adds what they leave implicit: what it asks about, and that WhatsApp opens.
import { siteConfig } from '../../site.config.ts';
import { buildChatLink } from '../../lib/chat.ts';

interface ChatLinkProps {
  text: string;
  /** The visible words. */
  children: string;
  /** Its look, one of the button or link classes of client/site.css. No default: Tailwind would then put that class in the first screen's stylesheet, which scans this file. */
  className: string;
  icon?: boolean;
  /** Words screen readers read after the visible label, such as which service it asks about. */
  context?: string;
}

export function ChatLink({ text, children, className, icon = true, context }: ChatLinkProps) {
  return (
    <a
      href={buildChatLink(siteConfig.phone.chatDigits, text)}
      target="_blank"
      rel="noopener"
      className={icon ? `whatsapp-icon ${className}` : className}
      aria-label={`${children}${context ? ` ${context}` : ''} ${siteConfig.texts.shared.chatNewTab}`}
    >
      {children}
    </a>
  );
}
