// A link to a WhatsApp chat with a prefilled message. Its accessible name starts with the visible words and adds what
// they leave implicit; data-count lets client/inline/chat-counts.ts count the tap.
import { buildChatLink, type ChatLine } from '../../lib/chat.ts';
import { countUrl, generalEnquiry } from '../../enquiry/counts.ts';
import { BrandIcon } from './BrandIcon.tsx';

interface ChatLinkProps {
  /** The number it writes to and the new-tab notice (lib/chat.ts chatLineOf). */
  line: ChatLine;
  text: string;
  /** The visible words. */
  children: string;
  /** Its look, one of the button or link classes of client/site.css. No default: Tailwind would then put that class in the first screen's stylesheet, which scans this file. */
  className: string;
  icon?: boolean;
  /** Part of a first screen, which paints before the whole stylesheet arrives. */
  firstScreen?: boolean;
  /** Words screen readers read after the visible label, such as which service it asks about. */
  context?: string;
  /** The service or course (its id) the chat is about, for the enquiry counts. */
  about?: string;
}

export function ChatLink({
  line,
  text,
  children,
  className,
  icon = true,
  firstScreen = false,
  context,
  about = generalEnquiry,
}: ChatLinkProps) {
  return (
    <a
      href={buildChatLink(line.digits, text)}
      target="_blank"
      rel="noopener"
      className={icon && !firstScreen ? `whatsapp-icon ${className}` : className}
      aria-label={`${children}${context ? ` ${context}` : ''} ${line.newTab}`}
      data-count={countUrl(about, 'chat')}
    >
      {icon && firstScreen && <BrandIcon name="whatsapp" className="size-5 shrink-0" />}
      {children}
    </a>
  );
}
