import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

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

// Decided once in the main process; workers inherit the environment and so see the same values.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'papertray-e2e-'));
process.env.E2E_OIDC_PORT ??= String(await freePort());
const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;
// Another origin than the app's, as a real identity provider is.
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two browsers share the one server: specs sign up their own users, so they never meet; on
  // 2 cores this halved the run (30 → 15 min). PLAYWRIGHT_WORKERS=1 runs them one after another.
  workers: Number(process.env.PLAYWRIGHT_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers share 2 cores with the server: a long journey gets 90 s, not 60.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-sandbox'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // A real OpenID Connect provider for the external sign-in (oidc-provider, test accounts).
      command: 'npx tsx e2e/support/oidc-provider-server.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: process.env.E2E_OIDC_PORT,
        OIDC_REDIRECT_URI: `${baseURL}/auth0-callback`,
      },
    },
    {
      // The built app, started the way a user starts it, on its own data dir and free ports.
      command: 'npm run serve',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        SMTP_PORT: '0',
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        // Every response is also checked against its zod contract (compiled-serializer.ts).
        NODE_ENV: 'test',
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: 'papertray-spa',
        OIDC_AUDIENCE: 'https://api.papertray.test',
        OIDC_BUTTON_LABEL: 'Continue with Auth0',
      },
    },
  ],
});
