// The generic not-found page: the site's own frame (Spanish) around the words the specification fixes in English, then
// a Spanish line and the ways on: every service, and the chat (site.yaml → texts.notFound).
import { PageShell } from '../components/layout/PageShell.tsx';
import { ChatLink } from '../components/ui/ChatLink.tsx';
import { services } from '../generated/content.ts';
import { chatLineOf } from '../lib/chat.ts';
import { serviceHref } from '../lib/navigation.ts';
import { siteConfig } from '../site.config.ts';

const words = siteConfig.texts.notFound;

export function NotFoundPage({ path }: { path: string }) {
  return (
    <PageShell
      bundle="not-found"
      meta={{ title: '404: Page not found', description: 'This page does not exist.' }}
      htmlData={{ 'data-not-found': path }}
      closureNotice={false}
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-28 pb-20 text-center sm:px-6 sm:pt-32 sm:pb-28">
        <div lang="en" className="flex flex-col items-center">
          {/* The brand's aqua glow behind the number, drawn by a gradient rather than a blur filter. */}
          <p className="bg-[radial-gradient(closest-side,#35d0f033,transparent)] px-10 py-4 text-8xl leading-none font-black tracking-tighter text-aqua-400 sm:text-9xl">
            404
          </p>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            Oops! Page not found
          </h1>
        </div>
        <p className="mt-4 max-w-xl text-lg text-pretty text-chrome-200">{words.lead}</p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <a href="/" lang="en" className="button-primary">
            Return to Home
          </a>
          <ChatLink line={chatLineOf(siteConfig)} text={siteConfig.chat.greeting} className="button-chat">
            {words.chat}
          </ChatLink>
        </div>
        {/* Above the floating chat button, which passes under the list rather than over one of its links. */}
        <nav
          aria-labelledby="no-encontrada-servicios"
          className="relative z-35 mt-14 w-full border-t border-white/10 bg-ink-950 pt-10"
        >
          <h2 id="no-encontrada-servicios" className="text-lg font-semibold text-white">
            {words.services}
          </h2>
          <ul className="mt-5 grid gap-2 text-left sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.id}>
                <a
                  href={serviceHref(service.id)}
                  className="focus-ring flex min-h-11 items-center rounded-xl border border-white/10 bg-ink-900 px-4 py-2 text-chrome-100 transition-colors hover:border-aqua-400/40 hover:text-white"
                >
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </PageShell>
  );
}
