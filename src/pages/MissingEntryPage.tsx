// "Servicio no encontrado" / "Curso no encontrado": a wrong link inside the site's frame.
import { PageShell } from '../components/layout/PageShell.tsx';
import { siteConfig } from '../site.config.ts';

export function MissingEntryPage({ title, lead }: { title: string; lead: string }) {
  return (
    <PageShell meta={{ title, description: lead }}>
      <div className="mx-auto flex min-h-[70dvh] max-w-2xl flex-col items-center justify-center px-6 pt-24 pb-16 text-center">
        <h1 className="text-3xl font-bold text-white sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-chrome-200">{lead}</p>
        <a href="/" className="button-primary mt-8">
          {siteConfig.texts.shared.backHome}
        </a>
      </div>
    </PageShell>
  );
}
