// The editor's page script, bundled by scripts/build/editor.ts with Sveltia CMS from its npm package: it starts the
// editor with what only the page knows (its origin for the GitHub sign-in and, under `npm run admin`, the local
// stand-in for GitHub's API) and in Spanish, whatever language the browser asks for.
import type { CmsConfig } from '@sveltia/cms';
/** Sveltia keeps its interface language in these preferences; es-CO is its Spanish (with our additions, at build). */
const prefsKey = 'sveltia-cms.prefs';
try {
  const prefs = JSON.parse(localStorage.getItem(prefsKey) ?? '{}') as Record<string, unknown>;
  localStorage.setItem(prefsKey, JSON.stringify({ ...prefs, locale: 'es-CO' }));
} catch {
  // Without storage (cookies blocked) the editor follows the browser's language.
}

// The editor also offers "its" language to a browser set to another one, in that language: the page's language is
// what the browser says it wants.
for (const [name, value] of [
  ['language', 'es-AR'],
  ['languages', ['es-AR', 'es']],
] as const) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

// Loaded after the preference is set: the editor reads it as its module starts.
const { default: CMS } = await import('@sveltia/cms');
const { localBackend, localRepository } = document.documentElement.dataset;
// Laid over /admin/config.yml, which names the repository and branch (under `npm run admin`, the stand-in ignores them).
const backend = {
  name: 'github',
  base_url: location.origin,
  auth_endpoint: 'admin/auth',
  ...(localBackend ? { api_root: localBackend, repo: localRepository } : {}),
};
void CMS.init({ config: { backend } as CmsConfig });
