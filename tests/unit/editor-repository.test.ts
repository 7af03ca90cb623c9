// The repository the editor saves to is found at build time wherever the site is built.
import { describe, expect, it } from 'vitest';
import { findRepository, githubRepositoryOf } from '../../scripts/build/editor/backend.ts';

describe('the repository the editor saves to', () => {
  it.each([
    'https://github.com/dueno/elite-garage-spa.git',
    'https://github.com/dueno/elite-garage-spa',
    'https://x-access-token:abc123@github.com/dueno/elite-garage-spa.git',
    'git@github.com:dueno/elite-garage-spa.git',
    'ssh://git@github.com/dueno/elite-garage-spa.git',
    'https://github.com/dueno/elite-garage-spa/\n',
  ])('reads owner/name from the remote %j', (remote) => {
    expect(githubRepositoryOf(remote)).toBe('dueno/elite-garage-spa');
  });

  it.each(['/work/main', 'https://gitlab.com/dueno/sitio.git', 'https://github.com/dueno', ''])(
    'finds no GitHub repository in %j',
    (remote) => {
      expect(githubRepositoryOf(remote)).toBeUndefined();
    },
  );

  it('takes EDITOR_GITHUB_REPO first, then GitHub Actions, then the git remote', () => {
    const remote = () => 'git@github.com:remoto/sitio.git';
    expect(findRepository({ EDITOR_GITHUB_REPO: 'elegido/sitio', GITHUB_REPOSITORY: 'actions/sitio' }, remote)).toBe(
      'elegido/sitio',
    );
    expect(findRepository({ GITHUB_REPOSITORY: 'actions/sitio' }, remote)).toBe('actions/sitio');
    // Cloudflare Workers Builds and a manual deploy from a clone: the checkout's origin.
    expect(findRepository({}, remote)).toBe('remoto/sitio');
    expect(findRepository({ EDITOR_GITHUB_REPO: 'no es un repo' }, remote)).toBe('remoto/sitio');
  });

  it('finds none without a variable or a GitHub remote', () => {
    expect(findRepository({}, () => undefined)).toBeUndefined();
    expect(findRepository({}, () => '/srv/copia-local')).toBeUndefined();
  });
});
