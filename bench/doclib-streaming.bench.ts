/*
 * Memory of the document library proxy while files of 10, 50 and 100 MB go up through the
 * proxy and come back down through their download URLs. The files are generated chunk by chunk
 * and hashed as they pass, never held whole, so the figures show what the emulator itself keeps:
 * they should stay flat as the files grow. Figures only; this never fails on time.
 *
 *   node bench/run.mjs doclib
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createEmulator } from '../packages/emulator/src/index.ts';

// Collecting garbage before each sample measures the memory actually held, not what awaits
// collection (chunks already hashed and sent).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const SIZES_MB = [10, 50, 100];
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

/** The highest RSS and ArrayBuffer memory held while a phase runs, sampled every 100 ms. */
function memoryPeaks() {
  const peaks = { rss: 0, arrayBuffers: 0 };
  const sample = () => {
    collectGarbage();
    const { rss, arrayBuffers } = process.memoryUsage();
    peaks.rss = Math.max(peaks.rss, rss);
    peaks.arrayBuffers = Math.max(peaks.arrayBuffers, arrayBuffers);
  };
  const timer = setInterval(sample, 100);
  sample();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

/** `size` bytes of a repeating pattern, each chunk made when the upload asks for the next. */
function generated(size: number, onChunk: (chunk: Buffer) => void): Readable {
  return Readable.from(
    (function* chunks() {
      for (let offset = 0; offset < size; offset += CHUNK) {
        const chunk = Buffer.alloc(Math.min(CHUNK, size - offset), (offset / CHUNK) % 251);
        onChunk(chunk);
        yield chunk;
      }
    })(),
  );
}

/**
 * PUTs `body` with node:http, which streams it with backpressure and keeps nothing after
 * (Node 20's fetch holds on to a streamed request body, which would be counted here as ours).
 */
function put(url: string, headers: Record<string, string>, body: Readable) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers }, async (res) => {
      const parts: Buffer[] = [];
      for await (const part of res) parts.push(part);
      resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString()) });
    });
    req.on('error', reject);
    pipeline(body, req).catch(reject);
  });
}

interface Row {
  size: string;
  phase: string;
  seconds: string;
  'MB/s': string;
  'peak rss (MB)': string;
  'peak arrayBuffers (MB)': string;
  intact: string;
}

function row(
  sizeMb: number,
  phase: string,
  started: number,
  peaks: { rss: number; arrayBuffers: number },
  intact: boolean,
): Row {
  const seconds = (performance.now() - started) / 1000;
  return {
    size: `${sizeMb} MB`,
    phase,
    seconds: seconds.toFixed(2),
    'MB/s': (sizeMb / seconds).toFixed(0),
    'peak rss (MB)': (peaks.rss / MB).toFixed(0),
    'peak arrayBuffers (MB)': (peaks.arrayBuffers / MB).toFixed(1),
    intact: intact ? 'yes' : 'NO',
  };
}

/** `rows` as a text table, columns padded to their widest cell. */
function table(rows: Row[]): string {
  const columns = Object.keys(rows[0] ?? {}) as (keyof Row)[];
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((entry) => entry[column].length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  return [line(columns), ...rows.map((entry) => line(columns.map((column) => entry[column])))].join(
    '\n',
  );
}

const emulator = await createEmulator({ memory: true });
try {
  const tokenAnswer = await fetch(`${emulator.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: emulator.clientId,
      client_secret: emulator.clientSecret,
    }),
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const headers = {
    authorization: `Bearer ${token}`,
    connection_name: 'doclib',
    identifier: 'bench@example.com',
  };
  await fetch(`${emulator.url}/api/v1/connected_accounts`, {
    method: 'POST',
    headers: { authorization: headers.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      connector: 'doclib',
      identifier: headers.identifier,
      connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
    }),
  });

  const baseline = memoryPeaks().stop();
  const rows: Row[] = [];
  for (const sizeMb of SIZES_MB) {
    const size = sizeMb * MB;
    const path = `/proxy/v1.0/sites/root/drive/root:/bench/file-${sizeMb}mb.bin`;

    const sent = createHash('sha256');
    let peaks = memoryPeaks();
    let started = performance.now();
    const upload = await put(
      `${emulator.url}${path}:/content`,
      { ...headers, 'content-type': 'application/octet-stream' },
      generated(size, (chunk) => sent.update(chunk)),
    );
    const item = upload.json as { file: { hashes: { sha256Hash: string } } };
    const digest = sent.digest('hex').toUpperCase();
    const stored = upload.status === 201 && item.file.hashes.sha256Hash === digest;
    rows.push(row(sizeMb, 'upload (proxy)', started, peaks.stop(), stored));

    const metadata = (await (await fetch(`${emulator.url}${path}`, { headers })).json()) as Record<
      string,
      string
    >;
    const url = metadata['@microsoft.graph.downloadUrl'] ?? '';
    const received = createHash('sha256');
    let bytes = 0;
    peaks = memoryPeaks();
    started = performance.now();
    const download = await fetch(url);
    const reader = download.body?.getReader();
    for (let part = await reader?.read(); part?.value !== undefined; part = await reader?.read()) {
      received.update(part.value);
      bytes += part.value.byteLength;
    }
    rows.push(
      row(
        sizeMb,
        'download (URL)',
        started,
        peaks.stop(),
        bytes === size && received.digest('hex').toUpperCase() === digest,
      ),
    );
  }
  console.info(
    `Document library streaming, emulator and client in one process. Before any file: rss ${(baseline.rss / MB).toFixed(0)} MB, arrayBuffers ${(baseline.arrayBuffers / MB).toFixed(1)} MB (mostly Postgres' WebAssembly memory).`,
  );
  console.info(table(rows));
} finally {
  await emulator.close();
}
