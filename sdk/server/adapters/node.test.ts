import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createStreamLogger, describeRedisUrl, nodeHashApiKey } from './node.ts';

function collector(): { stream: Writable; writes: string[] } {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      done();
    },
  });
  return { stream, writes };
}

describe('createStreamLogger', () => {
  it('writes the lines of many requests in one write, in order', async () => {
    const out = collector();
    const logger = createStreamLogger(out.stream, out.stream, 10);
    for (let i = 0; i < 100; i++) logger.info(`{"n":${i}}`);
    expect(out.writes).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(out.writes).toHaveLength(1);
    expect(out.writes[0]?.split('\n').slice(0, -1)).toEqual(Array.from({ length: 100 }, (_, i) => `{"n":${i}}`));
  });

  it('writes at once when 64 KiB are pending, and on flush()', () => {
    const out = collector();
    const logger = createStreamLogger(out.stream, out.stream, 60_000);
    const line = 'x'.repeat(1000);
    for (let i = 0; i < 70; i++) logger.info(line);
    expect(out.writes).toHaveLength(1);
    logger.flush();
    expect(out.writes).toHaveLength(2);
    expect(out.writes.join('').split('\n')).toHaveLength(71);
    logger.flush();
    expect(out.writes).toHaveLength(2);
  });

  it('writes pending lines before an error line, so that the order holds', () => {
    const out = collector();
    const errors = collector();
    const logger = createStreamLogger(out.stream, errors.stream, 60_000);
    logger.info('first');
    logger.error('broken');
    expect(out.writes).toEqual(['first\n']);
    expect(errors.writes).toEqual(['broken\n']);
  });
});

describe('small Node helpers', () => {
  it('hashes keys as the Web Crypto default does', () => {
    expect(nodeHashApiKey('bn_live_x')).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('never shows a Redis password', () => {
    expect(describeRedisUrl('redis://user:secret@redis.internal:6380/2')).toBe('redis://user:***@redis.internal:6380/2');
    expect(describeRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(describeRedisUrl('not a url')).toBe('redis');
  });
});
