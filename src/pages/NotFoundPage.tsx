// The generic not-found page. The specification wants it in English.
import { Document } from '../components/layout/Document.tsx';

export function NotFoundPage({ path }: { path: string }) {
  return (
    <Document
      bundle="not-found"
      meta={{ title: '404: Page not found', description: 'This page does not exist.', lang: 'en' }}
      htmlData={{ 'data-not-found': path }}
    >
      <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
        <p className="text-7xl font-black tracking-tight text-aqua-400">404</p>
        <h1 className="mt-4 text-2xl font-bold text-white">Oops! Page not found</h1>
        <a href="/" className="button-primary mt-8">
          Return to Home
        </a>
      </main>
    </Document>
  );
}
