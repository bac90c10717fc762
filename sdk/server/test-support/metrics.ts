/**
 * Reading a Prometheus scrape in the tests: one sample by its name and labels.
 * @module
 */
import { request } from 'node:http';

/** The samples of a scrape, by series (`name{label="value",…}` as written, or `name` alone). */
export function parseScrape(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const split = line.lastIndexOf(' ');
    samples.set(line.slice(0, split), Number(line.slice(split + 1)));
  }
  return samples;
}

/** The value of one series, 0 when the scrape has none: labels in the order prom-client writes them. */
export function sample(samples: Map<string, number>, name: string, labels: Record<string, string> = {}): number {
  const list = Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .join(',');
  return samples.get(list === '' ? name : `${name}{${list}}`) ?? 0;
}

/** Every series of `name`, with its labels as written, and its value. */
export function seriesOf(samples: Map<string, number>, name: string): Array<[string, number]> {
  return [...samples].filter(([series]) => series === name || series.startsWith(`${name}{`));
}

/** A GET or HEAD over `node:http`: the status, the headers and the text. */
export function fetchText(
  url: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
