/**
 * `npm run bench:review`: the built app started as `npm run serve` does (ROLES=web: no worker,
 * so no processing competes with the review and the documents keep their names), 100 documents
 * uploaded, then Chromium clears the paper tray with A⏎ / S / D typed 50 ms apart. Prints keys
 * lost (documents whose final state is not what the keys asked for), the time from a key to the
 * next document on screen (p50 / p95), the total time and the load average. Run
 * `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100);
const KEY_GAP_MS = 50;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PDF = path.join(ROOT, 'packages/extract/test/fixtures/invoices/AmazonWebServices.pdf');

type State = 'paper_tray' | 'approved' | 'trash';
type Action = 'approve' | 'skip' | 'trash';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The keys for a tray of `count` documents and the states they must leave: approve, trash,
 * skip, approve, ... in turn; a document that comes round again after a skip is trashed.
 */
function plan(ids: string[]): { keys: string[]; expected: Map<string, State>; actions: number } {
  const queue = [...ids];
  const skipped = new Set<string>();
  const expected = new Map<string, State>(ids.map((id) => [id, 'paper_tray']));
  const keys: string[] = [];
  const cycle: Action[] = ['approve', 'trash', 'skip', 'approve'];
  let index = 0;
  let step = 0;
  let actions = 0;
  while (queue.length > 0) {
    const id = queue[index]!;
    let action = cycle[step % cycle.length]!;
    if (action === 'skip' && (skipped.has(id) || queue.length === 1)) action = 'trash';
    step += 1;
    actions += 1;
    if (action === 'skip') {
      skipped.add(id);
      keys.push('s');
      index = (index + 1) % queue.length;
      continue;
    }
    keys.push(...(action === 'approve' ? ['a', 'Enter'] : ['d']));
    expected.set(id, action === 'approve' ? 'approved' : 'trash');
    queue.splice(index, 1);
    if (index >= queue.length) index = 0;
  }
  return { keys, expected, actions };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'papertray-bench-review-'));
  const base = `http://localhost:${port}`;
  const server = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SMTP_PORT: '0',
      BOT_CHECK: 'off',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ROLES: 'web',
    },
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    for (let i = 0; ; i += 1) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 240) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const json = async (response: Response) => {
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const tokens = await json(
      await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench',
          email: 'bench@example.com',
          password: 'benchmark password',
          turnstileToken: '',
        }),
      }),
    );
    const auth = { authorization: `Bearer ${String(tokens.accessToken)}` };
    const project = await json(
      await fetch(`${base}/api/projects`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench', description: '', tags: [] }),
      }),
    );
    const projectId = String(project._id);
    const pdf = await readFile(PDF);
    const ids: string[] = [];
    for (let i = 0; i < DOCUMENTS; i += 1) {
      const form = new FormData();
      form.set('projectId', projectId);
      form.set('source', 'manual_upload');
      const copy = Buffer.concat([pdf, Buffer.from(`\n%copy ${i}\n`)]);
      form.set(
        'file',
        new Blob([copy], { type: 'application/pdf' }),
        `bench-${String(i).padStart(3, '0')}.pdf`,
      );
      const body = await json(
        await fetch(`${base}/api/documents/upload`, { method: 'POST', headers: auth, body: form }),
      );
      ids.push(String((body.document as { _id: string })._id));
    }
    const { keys, expected, actions } = plan(ids);

    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-sandbox'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(
      ([access, refresh, project]) => {
        localStorage.setItem('accessToken', access!);
        localStorage.setItem('refreshToken', refresh!);
        localStorage.setItem('selectedProjectId', project!);
      },
      [String(tokens.accessToken), String(tokens.refreshToken), projectId],
    );
    await page.goto(`${base}/documents/review`);
    await page
      .getByTestId('review-counter')
      .getByText(`1 of ${DOCUMENTS}`)
      .waitFor({ timeout: 60_000 });
    // Keys and the document heading's changes, timed inside the page.
    await page.evaluate(() => {
      const log = { keys: [] as number[], shown: [] as number[] };
      (window as unknown as { benchLog: typeof log }).benchLog = log;
      window.addEventListener(
        'keydown',
        (event) => {
          if (['Enter', 's', 'd'].includes(event.key)) log.keys.push(performance.now());
        },
        true,
      );
      // The next document is shown when the heading names another one (drawn at the next frame).
      const root = document.querySelector('main') ?? document.body;
      let last = root.querySelector('[aria-label="Document"] h2')?.textContent;
      new MutationObserver(() => {
        const name = root.querySelector('[aria-label="Document"] h2')?.textContent;
        if (name === last) return;
        last = name;
        requestAnimationFrame(() => log.shown.push(performance.now()));
      }).observe(root, { subtree: true, childList: true, characterData: true });
    });

    const started = performance.now();
    for (const key of keys) {
      await page.keyboard.press(key);
      await page.waitForTimeout(KEY_GAP_MS);
    }
    await page.getByText('No new documents to review').waitFor({ timeout: 120_000 });
    const total = performance.now() - started;
    const log = await page.evaluate(
      () => (window as unknown as { benchLog: { keys: number[]; shown: number[] } }).benchLog,
    );
    await browser.close();

    const latencies = log.keys.map((at) => {
      const shown = log.shown.find((t) => t >= at);
      return shown === undefined ? Infinity : shown - at;
    });
    const finite = latencies.filter(Number.isFinite).sort((a, b) => a - b);

    let lost = 0;
    for (let attempt = 0; ; attempt += 1) {
      lost = 0;
      for (const id of ids) {
        const doc = await json(await fetch(`${base}/api/documents/${id}`, { headers: auth }));
        if (doc.state !== expected.get(id)) lost += 1;
      }
      if (lost === 0 || attempt >= 10) break;
      await new Promise((r) => setTimeout(r, 1000));
    }

    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(
      `bench:review: ${DOCUMENTS} documents, ${actions} actions, ${keys.length} keys ${KEY_GAP_MS} ms apart`,
    );
    console.log(`  keys lost (documents not in the state their keys asked for): ${lost}`);
    console.log(
      `  key to next document shown: p50 ${ms(percentile(finite, 50))}, p95 ${ms(percentile(finite, 95))}, max ${ms(finite.at(-1) ?? NaN)} (${log.keys.length} measured, ${latencies.length - finite.length} never shown)`,
    );
    console.log(`  total: ${(total / 1000).toFixed(1)} s from the first key to the empty tray`);
    console.log(
      `  load average: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    if (lost > 0) process.exitCode = 1;
  } finally {
    stop();
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

await main();
