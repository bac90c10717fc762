/**
 * The server's CPU per `/batch` body: a normal batch (100 IBANs), alone and padded with spaces to
 * the 256 KiB limit, against the worst shapes that fit in that limit (arrays or objects nested as
 * deep as the bytes allow, one wide array of numbers, an object of many keys, arrays as wide as
 * the body's shape limit lets them be), each sent over loopback to the Node adapter in this process
 * with a Business key. The CPU of the process (client included, the same for every body of one
 * size) is read with `process.cpuUsage` over `--rounds` requests of each; the last column gives
 * each body's CPU as a multiple of the normal batch's.
 *
 *   npm run bench:body-cost -- [--rounds 40]
 * @module
 */
import { request } from 'node:http';
import { startTestServer } from '../../sdk/server/test-support/harness.ts';
import { commandLine } from '../dev/command-line.ts';

const { values } = commandLine('usage: npm run bench:body-cost [-- --rounds N]', {
  options: { rounds: { type: 'string' } },
});
const rounds = Number(values.rounds ?? 40);
const LIMIT = 256 * 1024;
const UNLIMITED = { minute: 1e9, day: 1e9 };

const normal = JSON.stringify({
  items: Array.from({ length: 100 }, (_, i) => ({ input: 'DE89370400440532013000', id: `row-${i}` })),
});
const fill = (open: string, close: string, prefix = '{"items":[', suffix = ']}'): string => {
  const depth = Math.floor((LIMIT - prefix.length - suffix.length) / (open.length + close.length));
  return prefix + open.repeat(depth) + close.repeat(depth) + suffix;
};
const BODIES: Record<string, string> = {
  'normal batch (100 IBANs)': normal,
  'normal batch, 256 KiB': normal + ' '.repeat(LIMIT - normal.length),
  'nested arrays': fill('[', ']'),
  'nested objects': fill('{"a":', '}', '{"items":[', ']}').replace(/\{"a":\}/, '{"a":1}'),
  'wide array of numbers': `{"items":[${Array.from({ length: Math.floor((LIMIT - 12) / 2) }, () => '0').join(',')}]}`,
  'object of many keys': `{"items":[{${Array.from({ length: Math.floor((LIMIT - 14) / 10) }, (_, i) => `"k${i.toString(36).padStart(4, '0')}":0`).join(',')}}]}`,
  'arrays of 999 numbers': `{"items":[${Array.from({ length: 130 }, () => `[${'0,'.repeat(998)}0]`).join(',')}]}`,
};

const server = await startTestServer({
  network: true,
  limits: { open: UNLIMITED, starter: UNLIMITED, pro: UNLIMITED, business: UNLIMITED },
});
const key = await server.key('business');

function post(body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/api/v1/batch`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const results: Array<[string, number, number, number]> = [];
try {
  for (const [name, body] of Object.entries(BODIES)) {
    if (Buffer.byteLength(body) > LIMIT) throw new Error(`${name}: ${Buffer.byteLength(body)} bytes`);
    const status = await post(body); // warm-up
    const before = process.cpuUsage();
    for (let i = 0; i < rounds; i++) await post(body);
    const used = process.cpuUsage(before);
    results.push([name, status, Buffer.byteLength(body), (used.user + used.system) / 1000 / rounds]);
  }
} finally {
  await server.close();
}
const base = results[0]?.[3] ?? 1;
for (const [name, status, bytes, ms] of results) {
  console.log(
    `${name.padEnd(26)} ${String(status).padStart(3)} ${String(bytes).padStart(7)} B ${ms.toFixed(2).padStart(8)} ms CPU ×${(ms / base).toFixed(1)}`,
  );
}
