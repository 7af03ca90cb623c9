// Where the editor saves: the GitHub repository and branch the site is built
// from, and the site's own GitHub sign-in (/admin/auth). The one place to change
// when the repository moves. EDITOR_GITHUB_REPO ("owner/name") and
// EDITOR_GITHUB_BRANCH override the repository and branch at build time.
import { siteConfig } from '../../src/site.config.ts';

export interface EditorBackendSettings {
  repo?: string;
  branch?: string;
  /** The site that answers the sign-in (its origin). */
  baseUrl?: string;
}

export function editorBackend(settings: EditorBackendSettings = {}): Record<string, unknown> {
  const repo = settings.repo ?? process.env.EDITOR_GITHUB_REPO;
  return {
    name: 'github',
    ...(repo ? { repo } : {}),
    branch: settings.branch ?? process.env.EDITOR_GITHUB_BRANCH ?? 'main',
    base_url: settings.baseUrl ?? siteConfig.origin,
    auth_endpoint: 'admin/auth',
  };
}
