// The invitation at the foot of a detail page: a heading, a line and a chat link.
import { chatLineOf } from '../../lib/chat.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';

const chatLine = chatLineOf(siteConfig);

interface ClosingCallProps {
  id: string;
  title: string;
  lead: string;
  chatText: string;
  action: string;
  /** The service or course (its id) the chat is about, for the enquiry counts. */
  about: string;
}

export function ClosingCall({ id, title, lead, chatText, action, about }: ClosingCallProps) {
  return (
    <section
      aria-labelledby={id}
      className="mt-20 flex flex-col items-start gap-5 rounded-3xl border border-aqua-400/30 bg-ink-900 px-5 py-6 sm:flex-row sm:p-8 sm:items-center sm:justify-between"
    >
      <div>
        <h2 id={id} className="text-2xl font-bold text-white">
          {title}
        </h2>
        <p className="mt-2 text-chrome-200">{lead}</p>
      </div>
      <ChatLink line={chatLine} text={chatText} className="button-chat w-full shrink-0 sm:w-auto" about={about}>
        {action}
      </ChatLink>
    </section>
  );
}
