/**
 * A request held in flight at a server: `POST /api/v1/validate` of a valid IBAN, sent up to the
 * middle of its body, so that a test can stop the server while the request is being read.
 * @module
 */
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
