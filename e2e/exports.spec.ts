import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import yauzl from 'yauzl';
import { startPostgres, type PostgresServer } from '@papertray/test-servers/postgres';
import { INVOICE_FIXTURES } from './support/documents';
import { expectFitsWidth, newUser, registerAndOpenDashboard, snapThemes } from './support/helpers';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const PHONE = { width: 390, height: 844 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function zipEntries(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(readFileSync(file), { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      }),
    );
    zip.readEntry();
  });
  return entries;
}

test('a Free plan sees why export is not available and where to upgrade', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await registerAndOpenDashboard(page);
  await page.getByRole('link', { name: 'Exports' }).first().click();
  await expect(page.getByRole('heading', { name: 'Exports', exact: true })).toBeVisible();
  await expect(page.getByText('Data export is not included in your plan')).toBeVisible();
  await expect(
    page.getByText(
      'Data export is not included in the Free plan. Upgrade to Professional to export your documents.',
    ),
  ).toBeVisible();
  const upgrade = page.getByRole('link', { name: 'Upgrade to Professional' });
  await expect(upgrade).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Generate Export' })).toHaveCount(0);
  await snapThemes(page, testInfo, 'exports-free-gate');
  await page.setViewportSize(PHONE);
  await snapThemes(page, testInfo, 'exports-free-gate-phone');
});

/**
 * A server of its own on PostgreSQL, so the test can give its user a plan with data export
 * through the database (the way an operator would), independent of any checkout.
 */
test.describe('exports on a Professional plan', () => {
  let postgres: PostgresServer;
  let server: ChildProcess;
  let baseURL: string;
  let databaseUrl: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'papertray-e2e-exports-'));

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase('e2e_exports');
    const port = await freePort();
    baseURL = `http://localhost:${port}`;
    // Started as `npm run serve` starts the built server.
    server = spawn(process.execPath, ['--max-semi-space-size=8', 'apps/api/dist/server.js'], {
      cwd: REPO,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: baseURL,
        SMTP_PORT: '0',
        BOT_CHECK: 'off',
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${baseURL}/api/health`)).ok;
          } catch {
            return false;
          }
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (server?.pid) server.kill('SIGTERM');
    await new Promise((resolve) =>
      server?.exitCode !== null ? resolve(null) : server.once('exit', resolve),
    );
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(
    request: APIRequestContext,
    token: string,
    method: string,
    path: string,
    data?: object,
  ) {
    const response = await request.fetch(`${baseURL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  }

  async function upload(
    request: APIRequestContext,
    token: string,
    projectId: string,
    file: string,
  ) {
    const response = await request.post(`${baseURL}/api/documents/upload`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        projectId,
        source: 'manual_upload',
        file: {
          name: file,
          mimeType: 'application/pdf',
          buffer: readFileSync(`${INVOICE_FIXTURES}${file}`),
        },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { document } = (await response.json()) as { document: { _id: string } };
    await expect
      .poll(
        async () => {
          const body = await call(request, token, 'GET', `/documents/${document._id}`);
          return (body.processing as { status: string }).status;
        },
        { timeout: 90_000, intervals: [500, 1000, 2000] },
      )
      .toMatch(/^(done|failed)$/);
    return document._id;
  }

  async function signIn(
    page: Page,
    tokens: { accessToken: string; refreshToken: string },
    projectId: string,
  ) {
    await page.goto(`${baseURL}/login`);
    await page.evaluate(
      ({ tokens, projectId }) => {
        localStorage.setItem('accessToken', tokens.accessToken);
        localStorage.setItem('refreshToken', tokens.refreshToken);
        localStorage.setItem('selectedProjectId', projectId);
      },
      { tokens, projectId },
    );
  }

  test('an owner exports a quarter and the zip holds the originals, CSV and JSON', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const user = newUser('exports');
    const registered = await request.post(`${baseURL}/api/auth/register`, {
      data: { name: user.name, email: user.email, password: user.password },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const tokens = (await registered.json()) as { accessToken: string; refreshToken: string };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`update users set plan = 'professional' where email = $1`, [user.email]);
    await client.end();

    const token = tokens.accessToken;
    const project = await call(request, token, 'POST', '/projects', { name: 'Bakery Ltd' });
    const projectId = project._id as string;
    const folder = await call(request, token, 'POST', `/folders/${projectId}`, {
      name: 'Q3 invoices',
    });
    const inQuarter = await upload(request, token, projectId, 'NetpresseInvoice.pdf');
    const alsoInQuarter = await upload(request, token, projectId, 'saeco.pdf');
    const outside = await upload(request, token, projectId, 'QualityHosting.pdf');
    const year = new Date().getFullYear() - 1;
    const dates: [string, string][] = [
      [inQuarter, `${year}-07-01`],
      [alsoInQuarter, `${year}-09-30`],
      [outside, `${year}-10-01`],
    ];
    for (const [id, issueDate] of dates) {
      await call(request, token, 'PATCH', `/documents/${id}`, { extractedData: { issueDate } });
    }
    await call(request, token, 'POST', `/documents/${inQuarter}/approve`, { folderId: folder._id });

    await signIn(page, tokens, projectId);
    await page.goto(`${baseURL}/exports`);
    // A cold server on a loaded machine: the first screen's chunks take their time.
    await expect(page.getByRole('heading', { name: 'Exports', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByLabel('Project', { exact: true })).toHaveValue(projectId);

    // A custom range needs both dates.
    await page.getByLabel('Period', { exact: true }).selectOption('custom');
    await page.getByLabel('Start date', { exact: true }).fill(`${year}-07-01`);
    await page.getByRole('button', { name: 'Generate Export' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select both start and end dates');

    await page.getByLabel('Period', { exact: true }).selectOption('Q3');
    await page.getByLabel('Year', { exact: true }).selectOption(String(year));
    await expect(page.getByLabel('Folder', { exact: true })).toContainText('Q3 invoices');
    await snapThemes(page, testInfo, 'exports-form');

    // Keyboard: the button is reached and pressed without a mouse.
    await page.getByLabel('Contact', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Generate Export' })).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `papertray-export-bakery-ltd-${year}-07-01-to-${year}-09-30.zip`,
    );
    const file = testInfo.outputPath('export.zip');
    await download.saveAs(file);
    await expect(page.getByText('Export ready', { exact: true })).toBeVisible();

    const entries = await zipEntries(file);
    const originals = [...entries.keys()].filter((name) => name.endsWith('.pdf'));
    expect(originals).toHaveLength(2);
    expect(originals.some((name) => name.startsWith(`Q3 invoices/${year}-07/${year}-07-01 `))).toBe(
      true,
    );
    expect(originals.some((name) => name.startsWith(`Unfiled/${year}-09/${year}-09-30 `))).toBe(
      true,
    );
    for (const name of originals)
      expect(entries.get(name)!.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = entries.get('documents.csv')!.toString('utf8');
    expect(csv.startsWith('\ufeffDate,Issue date,')).toBe(true);
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    // Net, Tax and Total as extracted from the invoice's page (net + tax = total).
    const netpresse = csv.split('\r\n').find((row) => row.includes('NetpresseInvoice.pdf'));
    expect(netpresse).toContain(',46.68,9.34,56.02,EUR,');
    const json = JSON.parse(entries.get('documents.json')!.toString('utf8')) as {
      documents: { file: { path: string } }[];
    };
    expect(json.documents.map((d) => d.file.path).sort()).toEqual(originals.sort());
    expect(entries.has('README.txt')).toBe(true);
    expect(entries.has('documents-semicolon.csv')).toBe(true);

    // The same amounts on the document's extracted details.
    await page.goto(`${baseURL}/documents/${inQuarter}`);
    await expect(page.getByLabel('Net Amount')).toHaveValue('46.68');
    await expect(page.getByLabel('Tax Amount')).toHaveValue('9.34');
    await expect(page.getByLabel('Total Amount')).toHaveValue('56.02');
    await snapThemes(page, testInfo, 'document-net-tax');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel('Tax Amount').scrollIntoViewIfNeeded();
    await snapThemes(page, testInfo, 'document-net-tax-phone', false);
    await page.goto(`${baseURL}/exports`);

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: 'Generate Export' })).toBeVisible();
    await expectFitsWidth(page, PHONE.width);
    await snapThemes(page, testInfo, 'exports-form-phone');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectFitsWidth(page, 360);
  });
});
