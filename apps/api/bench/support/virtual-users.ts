/**
 * Virtual users of the load bench: each one loops (think time, one request, think time, ...) as
 * one account against one web process, picking a route class by weight. Latency is measured per
 * request, from sending to the whole body read.
 */
import { randomBytes } from 'node:crypto';
import { tinyPdf } from '../../src/modules/inboxes/testing/mail-fixtures';
import type { LoadStats, RouteClass } from './load-stats';

export interface Account {
  token: string;
  projectId: string;
  /** Documents known to exist in the project (seeded, uploaded, seen in lists). */
  documentIds: string[];
}

export interface VirtualUserOptions {
  bases: string[];
  accounts: Account[];
  users: number;
  thinkMs: number;
  deadline: number;
  stats: LoadStats;
  requestTimeoutMs: number;
}

/** Share of each class in what a user does; uploads are rare. */
const WEIGHTS: [RouteClass, number][] = [
  ['lists', 0.5],
  ['document', 0.3],
  ['review', 0.17],
  ['upload', 0.03],
];

const LISTS: ((projectId: string) => string)[] = [
  (p) => `/api/documents?projectId=${p}`,
  (p) => `/api/documents?projectId=${p}&state=paper_tray&sortBy=totalAmount&sortOrder=desc`,
  (p) => `/api/documents?projectId=${p}&search=invoice`,
  (p) => `/api/documents?projectId=${p}&state=approved&page=2&limit=10`,
  (p) => `/api/contacts?projectId=${p}`,
  (p) => `/api/folders/${p}`,
];

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pickClass(account: Account): RouteClass {
  let r = Math.random();
  for (const [routeClass, weight] of WEIGHTS) {
    r -= weight;
    if (r < 0) {
      // Nothing to open or review yet: look at the list instead.
      if ((routeClass === 'document' || routeClass === 'review') && !account.documentIds.length) {
        return 'lists';
      }
      return routeClass;
    }
  }
  return 'lists';
}

function request(account: Account, routeClass: RouteClass): { what: string; init: RequestInit } {
  const headers = { authorization: `Bearer ${account.token}` };
  switch (routeClass) {
    case 'lists':
      return { what: `GET ${pick(LISTS)(account.projectId)}`, init: { headers } };
    case 'document':
      return { what: `GET /api/documents/${pick(account.documentIds)}`, init: { headers } };
    case 'review': {
      // Approve (filed in its suggested or default folder) or back to the tray, like a reviewer.
      const action = Math.random() < 0.6 ? 'approve' : 'restore';
      const what = `POST /api/documents/${pick(account.documentIds)}/${action}`;
      return { what, init: { method: 'POST', headers } };
    }
    case 'upload': {
      const form = new FormData();
      form.set('projectId', account.projectId);
      form.set('source', 'manual_upload');
      const pdf = tinyPdf(`load upload ${randomBytes(8).toString('hex')}`);
      form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'scan.pdf');
      return { what: 'POST /api/documents/upload', init: { method: 'POST', headers, body: form } };
    }
  }
}

/** Learns document ids from what came back, so later requests address real documents. */
function learn(account: Account, routeClass: RouteClass, what: string, body: string) {
  if (routeClass === 'upload') {
    const id = (JSON.parse(body) as { document?: { _id?: string } }).document?._id;
    if (id) account.documentIds.push(id);
  } else if (routeClass === 'lists' && what.startsWith('GET /api/documents')) {
    const parsed = JSON.parse(body) as { data?: { _id: string }[] };
    for (const doc of parsed.data ?? []) {
      if (!account.documentIds.includes(doc._id)) account.documentIds.push(doc._id);
    }
  }
}

async function virtualUser(index: number, options: VirtualUserOptions) {
  const base = options.bases[index % options.bases.length]!;
  const account = options.accounts[index % options.accounts.length]!;
  // Spread the first requests over one think time, so the users do not start in step.
  await sleep(Math.random() * options.thinkMs);
  while (Date.now() < options.deadline) {
    const routeClass = pickClass(account);
    const { what, init } = request(account, routeClass);
    const path = what.slice(what.indexOf(' ') + 1);
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(options.requestTimeoutMs),
      });
      const body = await response.text();
      options.stats.answered(routeClass, response.status, performance.now() - started, what, body);
      if (response.ok) learn(account, routeClass, what, body);
    } catch (error) {
      options.stats.failed(routeClass, what, error);
    }
    // Think time: 0.5x to 1.5x the mean.
    await sleep(options.thinkMs * (0.5 + Math.random()));
  }
}

export async function runVirtualUsers(options: VirtualUserOptions): Promise<void> {
  await Promise.all(Array.from({ length: options.users }, (_, i) => virtualUser(i, options)));
}
