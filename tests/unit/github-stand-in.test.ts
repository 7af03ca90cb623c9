// The stand-in for GitHub's API that `npm run admin` and the editor's e2e test use: a save (a GraphQL
// createCommitOnBranch) writes the owner's files whole, leaves nothing else behind, and refuses a stale head.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { serveGitHubStandIn } from '../../scripts/dev/github-stand-in.ts';
import type { Server } from 'node:http';

let root = '';
let server: Server;
const token = 'local-token';

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'stand-in-'));
  await mkdir(path.join(root, 'src/content/reviews'), { recursive: true });
  await writeFile(path.join(root, 'src/content/reviews/ana.yaml'), 'author: Ana\n');
  server = await serveGitHubStandIn(root, 0, token);
});

afterEach(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://localhost:${port}/api/graphql`, {
    method: 'POST',
    headers: { Authorization: `token ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: { repository?: { ref: { target: { oid: string } } }; createCommitOnBranch?: { commit: { oid: string } } };
    errors?: { message: string }[];
  };
}

const headQuery = 'query { repository(owner: $owner, name: $repo) { ref(qualifiedName: $branch) { target { oid } } } }';
const commit = (expectedHeadOid: string, additions: { path: string; contents: string }[]) =>
  graphql('mutation { createCommitOnBranch(input: $input) { commit { oid } } }', {
    input: { expectedHeadOid, fileChanges: { additions, deletions: [] } },
  });
const base64 = (text: string) => Buffer.from(text).toString('base64');

test('a save writes the new file whole and leaves no partial file beside it', async () => {
  const head = (await graphql(headQuery)).data?.repository?.ref.target.oid ?? '';
  const text = 'author: Martina Gómez\nrating: 5\n';
  const answer = await commit(head, [{ path: 'src/content/reviews/martina.yaml', contents: base64(text) }]);

  expect(answer.errors).toBeUndefined();
  expect(answer.data?.createCommitOnBranch?.commit.oid).not.toBe(head);
  expect(await readFile(path.join(root, 'src/content/reviews/martina.yaml'), 'utf8')).toBe(text);
  expect((await readdir(path.join(root, 'src/content/reviews'))).sort()).toEqual(['ana.yaml', 'martina.yaml']);
});

test('a save started from an older state is refused and changes nothing', async () => {
  const answer = await commit('0'.repeat(40), [{ path: 'src/content/reviews/ana.yaml', contents: base64('x: 1\n') }]);

  expect(answer.errors?.[0]?.message).toMatch(/did not/);
  expect(await readFile(path.join(root, 'src/content/reviews/ana.yaml'), 'utf8')).toBe('author: Ana\n');
});

test('a save outside the content and media folders is refused', async () => {
  const head = (await graphql(headQuery)).data?.repository?.ref.target.oid ?? '';
  const answer = await commit(head, [{ path: '../escape.yaml', contents: base64('x: 1\n') }]);

  expect(JSON.stringify(answer)).toContain('no está en src/content ni en media');
  await expect(readFile(path.join(root, '../escape.yaml'), 'utf8')).rejects.toThrow();
});
