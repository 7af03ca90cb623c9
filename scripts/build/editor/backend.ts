// Where the editor saves: the GitHub repository and branch the site is built
// from, and the site's own GitHub sign-in (/admin/auth). The repository is
// found at build time: EDITOR_GITHUB_REPO ("owner/name") if set, else GitHub
// Actions' GITHUB_REPOSITORY, else the checkout's `origin` remote (which is
// how Cloudflare Workers Builds and a manual `npm run deploy` find it).
// EDITOR_GITHUB_BRANCH overrides the branch.
import { execFileSync } from 'node:child_process';
import { siteConfig } from '../../../src/site.config.ts';

export interface EditorBackendSettings {
  repo?: string;
  branch?: string;
  /** The site that answers the sign-in (its origin). */
  baseUrl?: string;
}

const ownerAndName = /^[\w.-]+\/[\w.-]+$/;

/** "owner/name" of a GitHub remote URL (https, ssh or scp-like, with or without credentials and .git). */
export function githubRepositoryOf(remote: string): string | undefined {
  const match = /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/git@|git@)github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(
    remote.trim(),
  );
  return match?.[1];
}

/** The `origin` remote of the checkout the build runs in, if there is one. */
function originRemote(): string | undefined {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The repository the editor saves to, or undefined when nothing names one (then /admin/ explains what to set). */
export function findRepository(
  env: Record<string, string | undefined> = process.env,
  remote: () => string | undefined = originRemote,
): string | undefined {
  for (const named of [env.EDITOR_GITHUB_REPO, env.GITHUB_REPOSITORY]) {
    if (named && ownerAndName.test(named.trim())) return named.trim();
  }
  const url = remote();
  return url === undefined ? undefined : githubRepositoryOf(url);
}

export function editorBackend(settings: EditorBackendSettings = {}): Record<string, unknown> {
  const repo = settings.repo ?? findRepository();
  return {
    name: 'github',
    ...(repo ? { repo } : {}),
    branch: settings.branch ?? process.env.EDITOR_GITHUB_BRANCH ?? 'main',
    base_url: settings.baseUrl ?? siteConfig.origin,
    auth_endpoint: 'admin/auth',
  };
}
