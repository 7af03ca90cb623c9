// A link that opens a WhatsApp chat in a new tab with a prefilled message.
import type { ReactNode } from 'react';
import { siteConfig } from '../../site.config.ts';
import { buildChatLink } from '../../lib/chat.ts';
import { BrandIcon } from './BrandIcon.tsx';

interface ChatLinkProps {
  text: string;
  children: ReactNode;
  className?: string;
  icon?: boolean;
}

export function ChatLink({ text, children, className = 'button-chat', icon = true }: ChatLinkProps) {
  return (
    <a href={buildChatLink(siteConfig.phone.chatDigits, text)} target="_blank" rel="noopener" className={className}>
      {icon && <BrandIcon name="whatsapp" className="size-5" />}
      {children}
      <span className="sr-only"> (abre WhatsApp en una pestaña nueva)</span>
    </a>
  );
}
