// The floating chat button, on every page at all times.
import { siteConfig } from '../../site.config.ts';
import { buildChatLink } from '../../lib/chat.ts';

export function WhatsAppButton() {
  return (
    <a
      href={buildChatLink(siteConfig.phone.chatDigits, siteConfig.chat.greeting)}
      target="_blank"
      rel="noopener"
      aria-label={siteConfig.texts.shared.floatingChat}
      data-testid="boton-whatsapp-flotante"
      className="whatsapp-icon focus-ring fixed bottom-4 right-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-ink-950 shadow-float transition-transform hover-grow before:size-7 sm:bottom-6 sm:right-6"
    />
  );
}
