// Live account events (issue 23): how long from a webhook reaching the BFF to its event in an open
// stream, p50/p99 over 1,000 events with 100 streams open on one BFF (target p99 <= 100 ms on
// loopback), and what 1,000 idle streams cost the BFF's memory. The BFF runs in a process of its
// own; the streams are read over HTTP as a browser's EventSource would.
import { createHmac, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startChild } from './lib/child-process.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const EVENTS = 1_000;
const STREAMS = 100;
const IDLE_STREAMS = 1_000;
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;

const bff = await startChild(
  fileURLToPath(new URL('./lib/events-bff-server.ts', import.meta.url)),
  [],
  /listening (http:\/\/\S+)/,
  { PLUGBOARD_BENCH_EVENTS: JSON.stringify({ secret: SECRET }) },
);
const base = bff.ready;

/** When each event id arrived in a stream (performance.now of this process). */
const arrivals = new Map<string, number>();
const closers: AbortController[] = [];

async function openStream(user: string, onEvent?: (id: string) => void): Promise<void> {
  const controller = new AbortController();
  closers.push(controller);
  const response = await fetch(`${base}/api/plugboard/events`, {
    headers: { 'x-bench-user': user },
    signal: controller.signal,
  });
  if (response.status !== 200 || response.body === null) {
    throw new Error(`GET /events answered ${response.status}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  // The first frame (the reconnect delay) says the stream is open.
  let opened: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    opened = resolve;
  });
  (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const frame = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        opened();
        const id = /^id: (.+)$/m.exec(frame)?.[1];
        if (id !== undefined) onEvent?.(id);
      }
    }
  })().catch(() => {});
  await ready;
}

function delivery(n: number, user: string) {
  const event = {
    spec_version: '1',
    id: `evt_bench${n}`,
    type: 'connected_account.status_updated',
    occurred_at: new Date().toISOString(),
    environment_id: 'env_bench',
    object: 'ConnectedAccount',
    data: {
      id: `ca_bench${n}`,
      identifier: user,
      connection_id: 'conn_crm',
      connection_name: 'crm',
      provider: 'CUSTOM',
      status: 'EXPIRED',
      old_status: 'ACTIVE',
    },
  };
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${event.id}.${timestamp}.${body}`)
    .digest('base64');
  return {
    id: event.id,
    headers: {
      'content-type': 'application/json',
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': `v1,${signature}`,
    },
    body,
  };
}

async function memory(): Promise<{ rss: number; heapUsed: number; external: number }> {
  return (await fetch(`${base}/memory`)).json();
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

try {
  await Promise.all(
    Array.from({ length: STREAMS }, (_, i) =>
      openStream(`user${i}@bench.test`, (id) => arrivals.set(id, performance.now())),
    ),
  );
  const sent = new Map<string, number>();
  for (let n = 0; n < EVENTS; n += 1) {
    const { id, headers, body } = delivery(n, `user${n % STREAMS}@bench.test`);
    sent.set(id, performance.now());
    const answer = await fetch(`${base}/api/plugboard/webhooks`, { method: 'POST', headers, body });
    if (answer.status !== 200) throw new Error(`POST /webhooks answered ${answer.status}`);
    await answer.arrayBuffer();
  }
  const deadline = performance.now() + 10_000;
  while (arrivals.size < EVENTS && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const latencies = [...sent].flatMap(([id, at]) => {
    const arrived = arrivals.get(id);
    return arrived === undefined ? [] : [arrived - at];
  });
  const { min, median, p99, max } = summarize(latencies);
  console.info(
    `webhook POSTed -> event read from its stream, ${EVENTS} events, ${STREAMS} open streams`,
  );
  console.info(`  delivered ${latencies.length}/${EVENTS}`);
  console.info(
    `  min ${formatMs(min)}  p50 ${formatMs(median)}  p99 ${formatMs(p99)}  max ${formatMs(max)}  (target p99 <= 100 ms)`,
  );

  for (const controller of closers.splice(0)) controller.abort();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await memory();
  for (let i = 0; i < IDLE_STREAMS; i += 50) {
    await Promise.all(Array.from({ length: 50 }, (_, j) => openStream(`idle${i + j}@bench.test`)));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await memory();
  console.info(`\n${IDLE_STREAMS} idle streams on the BFF (after a full GC)`);
  console.info(
    `  heap used  ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}  (+${((after.heapUsed - before.heapUsed) / IDLE_STREAMS / 1024).toFixed(1)} KB a stream)`,
  );
  console.info(
    `  rss        ${mb(before.rss)} -> ${mb(after.rss)}  (+${((after.rss - before.rss) / IDLE_STREAMS / 1024).toFixed(1)} KB a stream)`,
  );
} finally {
  for (const controller of closers) controller.abort();
  await bff.stop();
}
