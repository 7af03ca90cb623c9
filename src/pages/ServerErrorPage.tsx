// What a visitor sees when the Worker fails (src/server-error.tsx): in Spanish, with the chat to write to meanwhile.
import { Document } from '../components/layout/Document.tsx';
import { buildChatLink } from '../lib/chat.ts';
import { siteConfig } from '../site.config.ts';

export function ServerErrorPage() {
  const words = siteConfig.texts.serverError;
  return (
    <Document bundle="not-found" meta={{ title: words.title, description: words.lead }}>
      <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
        <h1 className="text-2xl font-bold text-white">{words.title}</h1>
        <p className="mt-4 max-w-md text-chrome-200">{words.lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <a href={buildChatLink(siteConfig.phone.chatDigits, siteConfig.chat.greeting)} className="button-chat">
            {words.chat}
          </a>
          <a href="/" className="button-primary">
            {words.home}
          </a>
        </div>
      </main>
    </Document>
  );
}
