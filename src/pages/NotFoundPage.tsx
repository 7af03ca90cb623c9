// The generic not-found page: the site's own frame (Spanish) around the words the specification fixes in English.
import { PageShell } from '../components/layout/PageShell.tsx';

export function NotFoundPage({ path }: { path: string }) {
  return (
    <PageShell
      bundle="not-found"
      meta={{ title: '404: Page not found', description: 'This page does not exist.' }}
      htmlData={{ 'data-not-found': path }}
      closureNotice={false}
    >
      <div
        lang="en"
        className="mx-auto flex min-h-[80dvh] max-w-2xl flex-col items-center justify-center px-6 pt-28 pb-20 text-center sm:pt-32 sm:pb-28"
      >
        {/* The brand's aqua glow behind the number, drawn by a gradient rather than a blur filter. */}
        <p className="bg-[radial-gradient(closest-side,#35d0f033,transparent)] px-10 py-4 text-8xl leading-none font-black tracking-tighter text-aqua-400 sm:text-9xl">
          404
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Oops! Page not found
        </h1>
        <div className="mt-6 h-px w-24 bg-white/15" aria-hidden="true" />
        <a href="/" className="button-primary mt-10">
          Return to Home
        </a>
      </div>
    </PageShell>
  );
}
