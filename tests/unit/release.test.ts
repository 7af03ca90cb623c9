// A release to production refuses sample reviews unless the owner allows them; staging publishes them; stand-in
// photos only warn. The decision on a copy of the content, then scripts/deploy.ts itself, run with a stand-in `npx`
// that records what it was asked to run, so no wrangler command and no network is ever reached.
import { spawnSync } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowSamplesVariable, allowsSamples, releaseDecision } from '../../scripts/build/content/release.ts';
import { makeContentFixture, type ContentFixture } from './content-fixture.ts';

const repo = path.resolve(import.meta.dirname, '../..');

let fixture: ContentFixture;
/** The review files: the first is made a sample, the others real. */
let sample = '';
let real: string[] = [];

beforeEach(async () => {
  fixture = await makeContentFixture();
  [sample = '', ...real] = await fixture.files('reviews');
  if (!sample || real.length === 0) throw new Error('the release tests need two reviews in src/content/reviews/');
  await fixture.edit(sample, (doc) => doc.set('sample', true));
  for (const file of real) await fixture.edit(file, (doc) => doc.set('sample', false));
});

const authorOf = async (file: string) => /^author: (.+)$/m.exec(await fixture.read(file))?.[1] ?? '';

describe('the release decision', () => {
  it('refuses production with a sample review, naming its file and author and how to fix or allow it', async () => {
    const decision = releaseDecision(await fixture.compile(), { production: true, allowSamples: false });
    expect(decision.refused).toBe(true);
    const text = decision.lines.join('\n');
    expect(text).toContain(`${sample}: reseña de ejemplo de "${await authorOf(sample)}"`);
    for (const file of real) expect(text).not.toContain(`${file}:`);
    expect(text).toContain('"sample: false"');
    expect(text).toContain(`${allowSamplesVariable}=1 npm run deploy`);
    expect(decision.notices).toContainEqual(expect.objectContaining({ level: 'error', file: sample }));
  });

  it('publishes to production once every review is real, and to staging or when allowed with a sample', async () => {
    const content = await fixture.compile();
    expect(releaseDecision(content, { production: false, allowSamples: false }).refused).toBe(false);
    const allowed = releaseDecision(content, { production: true, allowSamples: true });
    expect(allowed.refused).toBe(false);
    expect(allowed.lines.join('\n')).toContain(sample);
    await fixture.edit(sample, (doc) => doc.set('sample', false));
    const clean = releaseDecision(await fixture.compile(), { production: true, allowSamples: false });
    expect(clean.refused).toBe(false);
    expect(clean.lines.join('\n')).not.toContain('reseña de ejemplo');
  });

  it('only warns about stand-in photos, naming their files', async () => {
    const [service] = await fixture.files('services');
    if (!service) throw new Error('no service');
    await fixture.edit(sample, (doc) => doc.set('sample', false));
    await fixture.edit(service, (doc) => doc.set('standIn', true));
    const decision = releaseDecision(await fixture.compile(), { production: true, allowSamples: false });
    expect(decision.refused).toBe(false);
    expect(decision.lines.join('\n')).toContain(`${service}:`);
    expect(decision.notices).toContainEqual(expect.objectContaining({ level: 'warning', file: service }));
  });

  it('reads PUBLICAR_CON_EJEMPLOS as the owner may write it', () => {
    for (const yes of ['1', 'true', 'Sí', 'si ']) expect(allowsSamples(yes)).toBe(true);
    for (const no of [undefined, '', '0', 'no', 'false']) expect(allowsSamples(no)).toBe(false);
  });
});

describe('npm run deploy with a sample review', () => {
  /** The project's scripts and sources beside the fixture's content, and an `npx` that records its arguments. */
  async function project() {
    // The owner's YAML files stay the fixture's.
    const skipContent = (source: string) =>
      !(source.startsWith(path.join(repo, 'src/content/')) && /\.ya?ml$/.test(source));
    await cp(path.join(repo, 'scripts'), path.join(fixture.root, 'scripts'), { recursive: true });
    await cp(path.join(repo, 'src'), path.join(fixture.root, 'src'), { recursive: true, filter: skipContent });
    await cp(path.join(repo, 'package.json'), path.join(fixture.root, 'package.json'));
    await symlink(path.join(repo, 'node_modules'), path.join(fixture.root, 'node_modules'));
    const bin = await mkdtemp(path.join(tmpdir(), 'fake-npx-'));
    const calls = path.join(bin, 'calls.txt');
    await writeFile(path.join(bin, 'npx'), `#!/bin/sh\necho "$*" >> '${calls}'\n`);
    await chmod(path.join(bin, 'npx'), 0o755);
    const deploy = (args: string[], env: Record<string, string> = {}) => {
      const run = spawnSync(process.execPath, ['scripts/deploy.ts', ...args], {
        cwd: fixture.root,
        encoding: 'utf8',
        env: { PATH: bin, HOME: fixture.root, ...env },
        timeout: 60_000,
      });
      return { status: run.status, stderr: run.stderr };
    };
    const wranglerCalls = () =>
      readFile(calls, 'utf8').then(
        (text) => text.trim().split('\n'),
        () => [],
      );
    return { deploy, wranglerCalls };
  }

  it('production stops before wrangler with the Spanish message; staging and PUBLICAR_CON_EJEMPLOS=1 go on', async () => {
    const { deploy, wranglerCalls } = await project();
    const refused = deploy([]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('No se publicó nada');
    expect(refused.stderr).toContain(sample);
    expect(refused.stderr).toContain(`${allowSamplesVariable}=1`);
    expect(await wranglerCalls()).toEqual([]);

    expect(deploy(['--check']).status).toBe(1);
    expect(await wranglerCalls()).toEqual([]);

    expect(deploy(['staging']).status).toBe(0);
    expect(await wranglerCalls()).toEqual([
      'wrangler d1 migrations apply DB --remote --env=staging',
      'wrangler deploy --env=staging',
    ]);
    expect(deploy([], { [allowSamplesVariable]: '1' }).status).toBe(0);
    expect((await wranglerCalls()).slice(2)).toEqual([
      'wrangler d1 migrations apply DB --remote --env=',
      'wrangler deploy --env=',
    ]);
  });
});
