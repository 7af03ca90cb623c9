// The floating chat button, on every page at all times.
import { siteConfig } from '../../site.config.ts';
import { buildChatLink } from '../../lib/chat.ts';
import { countUrl, generalEnquiry } from '../../enquiry/counts.ts';
import { BrandIcon } from '../ui/BrandIcon.tsx';

export function WhatsAppButton() {
  return (
    <a
      href={buildChatLink(siteConfig.phone.chatDigits, siteConfig.chat.greeting)}
      target="_blank"
      rel="noopener"
      aria-label={siteConfig.texts.shared.floatingChat}
      data-count={countUrl(generalEnquiry, 'chat')}
      data-testid="boton-whatsapp-flotante"
      className="focus-ring fixed bottom-4 right-4 z-30 [view-transition-name:chat-button] inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-ink-950 shadow-float transition-transform hover-grow sm:bottom-6 sm:right-6"
    >
      <BrandIcon name="whatsapp" className="size-7" />
    </a>
  );
}
