// A stand-in for the part of GitHub's API the editor (Sveltia CMS, GitHub backend) uses, over the files of a folder:
// `npm run admin` edits this folder with it, without GitHub, and the editor's end-to-end test drives the editor's
// real GitHub code against it. The editor points at it with the backend's `api_root` (REST under /api/v3, GraphQL
// at /api/graphql, as for GitHub Enterprise). It serves the content and media folders only: blob ids are git's
// (sha1 of "blob <size>\0" + bytes), the head is a hash of every path and blob id, and a commit writes and deletes
// files on disk (no git history is made: the owner commits, or not, as with any other change to the folder).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';

/** The folders the editor reads and writes (scripts/build/editor/config.ts: collections and media/). */
const servedFolders = ['src/content', 'media'];

/** The account the stand-in signs in: the owner, on this computer. */
export const standInUser = { id: 1, login: 'taller', name: 'Taller (esta computadora)', email: 'taller@localhost' };

interface Blob {
  path: string;
  sha: string;
  size: number;
  modified: Date;
}

const blobId = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Blob ids already computed, by path, size and modification time: the videos are not read on every request. */
const known = new Map<string, Blob>();

/** The folder as a git tree would list it, and its head: one id for the whole state of the served files. */
async function snapshot(root: string): Promise<{ blobs: Map<string, Blob>; head: string }> {
  const blobs = new Map<string, Blob>();
  const paths = (await Promise.all(servedFolders.map((folder) => filesUnder(root, folder)))).flat().toSorted();
  for (const file of paths) {
    const full = path.join(root, file);
    const { size, mtime } = await stat(full);
    const cached = known.get(full);
    if (cached && cached.size === size && cached.modified.getTime() === mtime.getTime()) {
      blobs.set(file, cached);
      continue;
    }
    const blob = { path: file, sha: blobId(await readFile(full)), size, modified: mtime };
    known.set(full, blob);
    blobs.set(file, blob);
  }
  const head = createHash('sha1');
  for (const blob of blobs.values()) head.update(`${blob.path}\0${blob.sha}\n`);
  return { blobs, head: head.digest('hex') };
}

/** A path the editor may write: inside one of the served folders, with no way out of it. */
function writable(root: string, file: string): string {
  const full = path.resolve(root, file);
  if (!servedFolders.some((folder) => full.startsWith(path.join(root, folder) + path.sep))) {
    throw new Error(`${file} no está en ${servedFolders.join(' ni en ')}`);
  }
  return full;
}

const jsonStrings = String.raw`"(?:[^"\\]|\\.)*"`;

/** Answers one GraphQL query of the editor's (repository/commits.js, files.js): matched by shape, not parsed. */
async function graphql(root: string, query: string, variables: Record<string, unknown>): Promise<unknown> {
  const { blobs, head } = await snapshot(root);
  const byId = new Map([...blobs.values()].map((blob) => [blob.sha, blob]));
  const author = { name: standInUser.name, email: standInUser.email, avatarUrl: '', user: { id: 1, login: 'taller' } };

  if (query.includes('createCommitOnBranch')) {
    const input = variables.input as {
      expectedHeadOid: string;
      fileChanges: { additions: { path: string; contents: string }[]; deletions: { path: string }[] };
    };
    if (input.expectedHeadOid !== head) {
      return { errors: [{ message: `Expected branch to point to "${input.expectedHeadOid}" but it did not.` }] };
    }
    for (const { path: file } of input.fileChanges.deletions) await rm(writable(root, file), { force: true });
    for (const { path: file, contents } of input.fileChanges.additions) {
      const full = writable(root, file);
      await mkdir(path.dirname(full), { recursive: true });
      // As a commit does, the file changes at once: written beside it under a hidden name, then renamed into place,
      // so the rebuild (and anyone reading the folder) never sees it empty or half written.
      const partial = path.join(path.dirname(full), `.${path.basename(full)}.${process.pid}.partial`);
      await writeFile(partial, Buffer.from(contents, 'base64'));
      await rename(partial, full);
    }
    const after = await snapshot(root);
    const commit: Record<string, unknown> = { oid: after.head, committedDate: new Date().toISOString() };
    for (const [, index, file] of query.matchAll(new RegExp(`file_(\\d+): file\\(path: (${jsonStrings})\\)`, 'g'))) {
      commit[`file_${index}`] = { oid: after.blobs.get(JSON.parse(file ?? '""') as string)?.sha };
    }
    return { data: { createCommitOnBranch: { commit } } };
  }

  const repository: Record<string, unknown> = {};
  if (query.includes('defaultBranchRef')) repository.defaultBranchRef = { name: 'main' };
  // The branch itself (not an alias): its head, as the last commit and as the commit a save must start from.
  if (/repository\(owner: \$owner, name: \$repo\) \{\s*ref\(qualifiedName: \$branch\)/.test(query)) {
    const last = { oid: head, message: 'Estado de la carpeta' };
    repository.ref = { target: { oid: head, history: { nodes: [last] } } };
  }
  for (const [, alias, id] of query.matchAll(new RegExp(`(\\w+_\\d+):\\s*object\\(oid: (${jsonStrings})\\)`, 'g'))) {
    const blob = byId.get(JSON.parse(id ?? '""') as string);
    const text = blob ? await readFile(path.join(root, blob.path), 'utf8') : undefined;
    repository[alias ?? ''] = blob ? { text, isTruncated: false } : null;
  }
  // Each file's last change: "by the owner", when the file was last written.
  const history = new RegExp(
    `(\\w+_\\d+):\\s*ref\\(qualifiedName: \\$branch\\)\\s*\\{\\s*target\\s*\\{\\s*\\.\\.\\. on Commit\\s*\\{\\s*history\\(first: \\d+, path: (${jsonStrings})\\)`,
    'g',
  );
  for (const [, alias, file] of query.matchAll(history)) {
    const blob = blobs.get(JSON.parse(file ?? '""') as string);
    const nodes = blob ? [{ oid: head, author, committedDate: blob.modified.toISOString() }] : [];
    repository[alias ?? ''] = { target: { history: { nodes } } };
  }
  return { data: { repository } };
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The stand-in's request handler; `token` is the only access token it accepts. */
export function gitHubStandIn(root: string, token: string) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const send = (status: number, value: unknown, type = 'application/json; charset=utf-8') => {
      response.writeHead(status, { 'Content-Type': type });
      response.end(Buffer.isBuffer(value) ? value : JSON.stringify(value));
    };
    // The editor's page is on another port: GitHub's API answers any origin, and so does this.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.headers.authorization !== `token ${token}`) return send(401, { message: 'Bad credentials' });

    const url = new URL(request.url ?? '/', 'http://stand-in');
    try {
      if (request.method === 'POST' && url.pathname === '/api/graphql') {
        const { query, variables } = JSON.parse(await body(request)) as {
          query: string;
          variables?: Record<string, unknown>;
        };
        return send(200, await graphql(root, query, variables ?? {}));
      }
      if (url.pathname === '/api/v3/user') {
        return send(200, { ...standInUser, avatar_url: null, html_url: 'http://localhost/' });
      }
      if (/^\/api\/v3\/repos\/[^/]+\/[^/]+\/collaborators\/[^/]+$/.test(url.pathname)) {
        return void response.writeHead(204).end();
      }
      if (/^\/api\/v3\/repos\/[^/]+\/[^/]+\/git\/trees\/[^/]+$/.test(url.pathname)) {
        const { blobs } = await snapshot(root);
        const tree = [...blobs.values()].map(({ path: file, sha, size }) => ({ path: file, type: 'blob', sha, size }));
        return send(200, { tree, truncated: false });
      }
      const blobPath = /^\/api\/v3\/repos\/[^/]+\/[^/]+\/git\/blobs\/([0-9a-f]{40})$/.exec(url.pathname);
      if (blobPath) {
        const { blobs } = await snapshot(root);
        const blob = [...blobs.values()].find(({ sha }) => sha === blobPath[1]);
        if (!blob) return send(404, { message: 'Not Found' });
        return send(200, await readFile(path.join(root, blob.path)), 'application/octet-stream');
      }
      return send(404, { message: 'Not Found' });
    } catch (error) {
      return send(500, { message: error instanceof Error ? error.message : String(error) });
    }
  };
}

/** Starts the stand-in on localhost:`port` over `root`. */
export function serveGitHubStandIn(root: string, port: number, token: string): Promise<Server> {
  const server = createServer((request, response) => void gitHubStandIn(root, token)(request, response));
  return new Promise((resolve) => server.listen(port, 'localhost', () => resolve(server)));
}
