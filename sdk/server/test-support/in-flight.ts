/**
 * A request held in flight at a server: `POST /api/v1/validate` of a valid IBAN, sent up to the
 * middle of its body, so that a test can stop the server while the request is being read; and the
 * connections a server process holds, to wait until the request has reached it.
 * @module
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';

/** The request sent so far; `finish()` sends the rest and gives the whole raw answer once the server closes. */
export interface InFlightRequest {
  finish(): Promise<string>;
}

/** Sends the request's headers (with `headers`, lines ending in CRLF) and the first 10 bytes of its body. */
export async function startInFlight(url: string, headers = ''): Promise<InFlightRequest> {
  const { port } = new URL(url);
  const body = JSON.stringify({ input: 'GB82 WEST 1234 5698 7654 32' });
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let raw = '';
  socket.on('data', (chunk) => (raw += chunk.toString()));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    `POST /api/v1/validate HTTP/1.1\r\nHost: localhost\r\n${headers}Content-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    async finish() {
      socket.write(body.slice(10));
      await closed;
      return raw;
    },
  };
}

/** The established TCP connections to `port` that process `pid` holds (from /proc). */
export function connectionsHeld(pid: number, port: number): number {
  return socketsHeld(pid, port).size;
}

/** The inodes of the established TCP connections to `port` that process `pid` holds (from /proc). */
export function socketsHeld(pid: number, port: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode !== undefined) inodes.add(inode);
    } catch {
      // Closed meanwhile.
    }
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return new Set(
    readFileSync(`/proc/${pid}/net/tcp`, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '01' && inodes.has(f[9] ?? ''))
      .map((f) => f[9] as string),
  );
}
