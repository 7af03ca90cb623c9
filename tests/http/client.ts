// A raw HTTP/1.1 client for the HTTP suite: the path goes on the request line
// exactly as given (dot segments, encoded slashes, broken percent-encoding,
// raw UTF-8), and the body comes back decoded as the client asked for it.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Probe {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body as sent on the wire, then decoded by its Content-Encoding. */
  body: Buffer;
  text: string;
}

export function send(origin: string, probe: Probe): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: probe.method ?? 'GET',
        // Latin-1 on the wire, so a UTF-8 path given as bytes goes out unchanged.
        path: probe.path,
        headers: probe.headers,
        // No pooling: every probe on its own connection, as a crawler or curl would.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          let body = raw;
          try {
            // A 304, a HEAD answer or a redirect may be labelled with an encoding and carry nothing.
            if (raw.length === 0) body = raw;
            else if (encoding === 'br') body = brotliDecompressSync(raw);
            else if (encoding === 'gzip') body = gunzipSync(raw);
          } catch (error) {
            reject(
              new Error(`${probe.method ?? 'GET'} ${probe.path}: the body is not valid ${encoding}`, { cause: error }),
            );
            return;
          }
          const headers: Record<string, string | undefined> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body, text: body.toString('utf8') });
        });
      },
    );
    outgoing.on('error', reject);
    if (probe.body !== undefined) outgoing.write(probe.body);
    outgoing.end();
  });
}

/** A UTF-8 path as raw bytes on the request line (what Node writes as Latin-1). */
export const rawUtf8 = (path: string) => Buffer.from(path, 'utf8').toString('latin1');
