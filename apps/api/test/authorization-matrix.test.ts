import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type TAction, type TRole } from '@papertray/contract';
import { CredentialsCipher } from '../src/modules/inboxes/credentials-cipher';
import { seedInbox } from '../src/modules/inboxes/testing/mail-fixtures';
import { seedDocument } from '../src/modules/documents/testing/seed-documents';
import { loadSecrets } from '../src/platform/secrets';
import { addMember, setPlan, userIdByEmail } from './factories';
import { api, createProject, json, registerUser, uniqueEmail } from './http';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every route the server registers, collected from Fastify itself (onRoute), called as anonymous,
 * outsider, accountant, admin and owner. Each route needs an entry below: one that is missing
 * fails the test, so a new route cannot escape the matrix.
 *
 * - `public`: no sign-in needed; never 401.
 * - `user`: any signed-in user, not tied to one project: anonymous 401, everyone else passes.
 * - an action of the policy (packages/contract/src/policy.ts): anonymous 401, outsider 404,
 *   a member whose role the policy refuses 403, one it allows passes.
 * "Passes" means the authorization let the call through: not 401, 403 or 404, and no 5xx (a
 * business answer such as 409 for a default folder that cannot be deleted is fine).
 *
 * `call` builds a valid request from the team fixture (a new team for calls that destroy what
 * they act on). Routes without `call` (`anonymousOnly`) are checked as anonymous only, with a
 * reason; they are listed in the test output.
 */

type Access = 'public' | 'user' | TAction;
type Caller = 'anonymous' | 'outsider' | TRole;
const CALLERS: Caller[] = ['anonymous', 'outsider', 'accountant', 'admin', 'owner'];

interface Team {
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  projectId: string;
  inboxId: string;
  documentId: string;
  folderId: string;
  invitationId: string;
  extraUserId: string;
  adminUserId: string;
}

interface Request {
  url: string;
  payload?: unknown;
}

interface Entry {
  access: Access;
  call?: (team: Team) => Request;
  /** The call changes or removes what the next caller would need: each caller gets a new team. */
  fresh?: boolean;
  /** Why only the anonymous call is made. */
  anonymousOnly?: string;
  /** Registered only when apps/web/dist exists (the SPA). */
  onlyWhenWebBuilt?: boolean;
}

const NO_ID = '00000000-0000-4000-8000-000000000000';
const SEEDED_MAIL = 'needs a stored email and attachment (seeded by the mail tests)';
const CONTACT = 'needs a contact made by extraction (documents tests)';

const ROUTES: Record<string, Entry> = {
  // system and docs
  'GET /api/health': { access: 'public', call: () => ({ url: '/api/health' }) },
  'GET /api/ready': { access: 'public', call: () => ({ url: '/api/ready' }) },
  'GET /api/config': { access: 'public', call: () => ({ url: '/api/config' }) },
  'GET /api/metrics': {
    access: 'public',
    anonymousOnly: 'guarded by METRICS_TOKEN, not by a session',
  },
  'GET /api/docs': { access: 'public', call: () => ({ url: '/api/docs' }) },
  'GET /api/docs/json': { access: 'public', call: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { access: 'public', call: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/*': { access: 'public', anonymousOnly: 'swagger UI asset route' },
  'GET /api/docs/static/index.html': { access: 'public', anonymousOnly: 'swagger UI asset route' },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    anonymousOnly: 'swagger UI asset route',
  },
  'GET /*': {
    access: 'public',
    anonymousOnly: 'the SPA and its history fallback',
    onlyWhenWebBuilt: true,
  },
  'GET /': { access: 'public', anonymousOnly: 'the SPA', onlyWhenWebBuilt: true },
  // auth: public by nature
  'POST /api/auth/register': { access: 'public', anonymousOnly: 'covered by auth tests' },
  'POST /api/auth/login': { access: 'public', anonymousOnly: 'covered by auth tests' },
  'POST /api/auth/refresh': { access: 'public', anonymousOnly: 'covered by auth tests' },
  'POST /api/auth/logout': { access: 'public', anonymousOnly: 'covered by auth tests' },
  'POST /api/auth/forgot-password': { access: 'public', anonymousOnly: 'covered by auth tests' },
  'POST /api/auth/reset-password': { access: 'public', anonymousOnly: 'covered by auth tests' },
  'GET /api/auth/altcha-challenge': {
    access: 'public',
    anonymousOnly: 'only with BOT_CHECK=altcha',
  },
  'POST /api/auth/auth0/login': { access: 'public', anonymousOnly: 'only with OIDC configured' },
  // users
  'GET /api/users/profile': { access: 'user', call: () => ({ url: '/api/users/profile' }) },
  'PATCH /api/users/profile': {
    access: 'user',
    call: () => ({ url: '/api/users/profile', payload: { name: 'Renamed' } }),
  },
  // projects
  'GET /api/projects': { access: 'user', call: () => ({ url: '/api/projects' }) },
  'POST /api/projects': {
    access: 'user',
    call: () => ({ url: '/api/projects', payload: { name: 'Another' } }),
  },
  'GET /api/projects/:id': {
    access: 'project.read',
    call: (t) => ({ url: `/api/projects/${t.projectId}` }),
  },
  'PATCH /api/projects/:id': {
    access: 'project.update',
    call: (t) => ({ url: `/api/projects/${t.projectId}`, payload: { description: 'x' } }),
  },
  'DELETE /api/projects/:id': {
    access: 'project.delete',
    fresh: true,
    call: (t) => ({ url: `/api/projects/${t.projectId}` }),
  },
  'GET /api/projects/:id/stats': {
    access: 'project.read',
    call: (t) => ({ url: `/api/projects/${t.projectId}/stats` }),
  },
  // project email
  'GET /api/projects/:id/email': {
    access: 'projectEmail.read',
    call: (t) => ({ url: `/api/projects/${t.projectId}/email` }),
  },
  'POST /api/projects/:id/email': {
    access: 'projectEmail.manage',
    fresh: true,
    call: (t) => ({ url: `/api/projects/${t.projectId}/email`, payload: { name: 'books' } }),
  },
  'POST /api/projects/:id/email/regenerate': {
    access: 'projectEmail.manage',
    call: (t) => ({ url: `/api/projects/${t.projectId}/email/regenerate` }),
  },
  'DELETE /api/projects/:id/email': {
    access: 'projectEmail.manage',
    fresh: true,
    call: (t) => ({ url: `/api/projects/${t.projectId}/email` }),
  },
  // teams
  'GET /api/teams/invitations/:id': {
    access: 'public',
    call: (t) => ({ url: `/api/teams/invitations/${t.invitationId}` }),
  },
  'POST /api/teams/invitations/:id/accept': {
    access: 'user',
    anonymousOnly: 'bound to the invited email: covered by invitations.http.test.ts',
  },
  'POST /api/teams/invitations/:id/accept-with-signup': {
    access: 'public',
    anonymousOnly: 'bound to the invited email: covered by invitations.http.test.ts',
  },
  'POST /api/teams/invitations/:id/reject': {
    access: 'public',
    fresh: true,
    call: (t) => ({ url: `/api/teams/invitations/${t.invitationId}/reject` }),
  },
  'GET /api/projects/:id/members': {
    access: 'members.read',
    call: (t) => ({ url: `/api/projects/${t.projectId}/members` }),
  },
  'PATCH /api/projects/:id/members/:userId': {
    access: 'members.manage',
    call: (t) => ({
      url: `/api/projects/${t.projectId}/members/${t.extraUserId}`,
      payload: { role: 'accountant' },
    }),
  },
  'DELETE /api/projects/:id/members/:userId': {
    access: 'members.manage',
    fresh: true,
    call: (t) => ({ url: `/api/projects/${t.projectId}/members/${t.extraUserId}` }),
  },
  'POST /api/projects/:id/leave': {
    access: 'project.read',
    fresh: true,
    call: (t) => ({ url: `/api/projects/${t.projectId}/leave` }),
  },
  'POST /api/projects/:id/transfer-ownership': {
    access: 'ownership.transfer',
    fresh: true,
    call: (t) => ({
      url: `/api/projects/${t.projectId}/transfer-ownership`,
      payload: { userId: t.adminUserId },
    }),
  },
  'GET /api/projects/:id/invitations': {
    access: 'invitations.manage',
    call: (t) => ({ url: `/api/projects/${t.projectId}/invitations` }),
  },
  'POST /api/projects/:id/invitations': {
    access: 'invitations.manage',
    call: (t) => ({
      url: `/api/projects/${t.projectId}/invitations`,
      payload: { email: uniqueEmail('matrix'), role: 'accountant' },
    }),
  },
  'POST /api/projects/:id/invitations/:inviteId/resend': {
    access: 'invitations.manage',
    call: (t) => ({
      url: `/api/projects/${t.projectId}/invitations/${t.invitationId}/resend`,
    }),
  },
  'DELETE /api/projects/:id/invitations/:inviteId': {
    access: 'invitations.manage',
    fresh: true,
    call: (t) => ({ url: `/api/projects/${t.projectId}/invitations/${t.invitationId}` }),
  },
  // inboxes (the seeded inbox points at a closed port: connecting calls answer 400, not 5xx)
  'GET /api/inboxes': {
    access: 'user',
    call: (t) => ({ url: `/api/inboxes?projectId=${t.projectId}` }),
  },
  'POST /api/inboxes/test-connection': {
    access: 'user',
    anonymousOnly: 'tries a real IMAP login: covered by inboxes.http.test.ts',
  },
  'POST /api/inboxes': {
    access: 'inboxes.manage',
    anonymousOnly: 'tries a real IMAP login first: covered by inboxes.http.test.ts',
  },
  'GET /api/inboxes/:id': {
    access: 'inboxes.read',
    call: (t) => ({ url: `/api/inboxes/${t.inboxId}` }),
  },
  'GET /api/inboxes/:id/edit': {
    access: 'inboxes.manage',
    call: (t) => ({ url: `/api/inboxes/${t.inboxId}/edit` }),
  },
  'PATCH /api/inboxes/:id': {
    access: 'inboxes.manage',
    call: (t) => ({ url: `/api/inboxes/${t.inboxId}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /api/inboxes/:id': {
    access: 'inboxes.manage',
    fresh: true,
    call: (t) => ({ url: `/api/inboxes/${t.inboxId}` }),
  },
  'POST /api/inboxes/:id/sync': {
    access: 'inboxes.manage',
    anonymousOnly: 'runs a sync in the request without a queue: covered by inboxes.http.test.ts',
  },
  'PATCH /api/inboxes/:id/deactivate': {
    access: 'inboxes.manage',
    call: (t) => ({ url: `/api/inboxes/${t.inboxId}/deactivate` }),
  },
  'PATCH /api/inboxes/:id/activate': {
    access: 'inboxes.manage',
    call: (t) => ({ url: `/api/inboxes/${t.inboxId}/activate` }),
  },
  'PATCH /api/inboxes/:id/pause': {
    access: 'inboxes.manage',
    call: (t) => ({ url: `/api/inboxes/${t.inboxId}/pause` }),
  },
  'POST /api/inboxes/:id/reconnect': {
    access: 'inboxes.manage',
    anonymousOnly: 'tries a real IMAP login: covered by inboxes.http.test.ts',
  },
  'GET /api/inboxes/:id/mailboxes': {
    access: 'inboxes.read',
    call: (t) => ({ url: `/api/inboxes/${t.inboxId}/mailboxes` }),
  },
  'POST /api/inboxes/:id/mailboxes/refresh': {
    access: 'inboxes.manage',
    anonymousOnly: 'tries a real IMAP login: covered by inboxes.http.test.ts',
  },
  'PATCH /api/inboxes/:id/mailboxes': {
    access: 'inboxes.manage',
    call: (t) => ({
      url: `/api/inboxes/${t.inboxId}/mailboxes`,
      payload: { mailboxes: ['INBOX'] },
    }),
  },
  // emails and attachments
  'GET /api/emails': {
    access: 'emails.read',
    call: (t) => ({ url: `/api/emails?projectId=${t.projectId}` }),
  },
  'GET /api/emails/inbox/:id': {
    access: 'emails.read',
    call: (t) => ({ url: `/api/emails/inbox/${t.inboxId}` }),
  },
  'GET /api/emails/inbox/:id/count': {
    access: 'emails.read',
    call: (t) => ({ url: `/api/emails/inbox/${t.inboxId}/count` }),
  },
  'GET /api/emails/:id': { access: 'emails.read', anonymousOnly: SEEDED_MAIL },
  'GET /api/emails/:id/attachments': { access: 'emails.read', anonymousOnly: SEEDED_MAIL },
  'GET /api/emails/:id/raw': { access: 'emails.read', anonymousOnly: SEEDED_MAIL },
  'GET /api/emails/:id/html': {
    access: 'public',
    anonymousOnly: 'a signed view link, not a session',
  },
  'GET /api/attachments/:id': { access: 'emails.read', anonymousOnly: SEEDED_MAIL },
  'GET /api/attachments/:id/download': { access: 'emails.read', anonymousOnly: SEEDED_MAIL },
  'GET /api/attachments/:id/view': {
    access: 'public',
    anonymousOnly: 'a signed view link, not a session',
  },
  // documents
  'GET /api/documents': {
    access: 'documents.read',
    call: (t) => ({ url: `/api/documents?projectId=${t.projectId}` }),
  },
  'POST /api/documents/upload': {
    access: 'documents.manage',
    anonymousOnly: 'multipart: covered by documents.http.test.ts',
  },
  'POST /api/documents/upload-multiple': {
    access: 'documents.manage',
    anonymousOnly: 'multipart: covered by documents.http.test.ts',
  },
  'GET /api/documents/:id': {
    access: 'documents.read',
    call: (t) => ({ url: `/api/documents/${t.documentId}` }),
  },
  'PATCH /api/documents/:id': {
    access: 'documents.manage',
    call: (t) => ({ url: `/api/documents/${t.documentId}`, payload: { name: 'Renamed' } }),
  },
  'POST /api/documents/:id/process': {
    access: 'documents.manage',
    anonymousOnly: 'runs extraction on a stored file: covered by document-pipeline.test.ts',
  },
  'GET /api/documents/:id/download': {
    access: 'documents.read',
    anonymousOnly: 'needs a stored file',
  },
  'GET /api/documents/:id/file': {
    access: 'public',
    anonymousOnly: 'a signed view link, not a session',
  },
  'GET /api/documents/:id/thumbnail': {
    access: 'public',
    anonymousOnly: 'a signed view link, not a session',
  },
  'POST /api/documents/:id/approve': {
    access: 'documents.manage',
    call: (t) => ({ url: `/api/documents/${t.documentId}/approve`, payload: {} }),
  },
  'POST /api/documents/:id/trash': {
    access: 'documents.manage',
    call: (t) => ({ url: `/api/documents/${t.documentId}/trash` }),
  },
  'POST /api/documents/:id/restore': {
    access: 'documents.manage',
    call: (t) => ({ url: `/api/documents/${t.documentId}/restore` }),
  },
  'POST /api/documents/:id/move': {
    access: 'folders.contents',
    call: (t) => ({
      url: `/api/documents/${t.documentId}/move`,
      payload: { folderId: t.folderId },
    }),
  },
  'DELETE /api/documents/:id': {
    access: 'documents.manage',
    fresh: true,
    call: (t) => ({ url: `/api/documents/${t.documentId}` }),
  },
  'POST /api/documents/bulk': {
    access: 'documents.manage',
    call: (t) => ({
      url: '/api/documents/bulk',
      payload: { ids: [t.documentId], action: 'restore' },
    }),
  },
  // folders
  'GET /api/folders/:projectId': {
    access: 'folders.read',
    call: (t) => ({ url: `/api/folders/${t.projectId}` }),
  },
  'GET /api/folders/project/:projectId': {
    access: 'folders.read',
    call: (t) => ({ url: `/api/folders/project/${t.projectId}` }),
  },
  'POST /api/folders/:projectId': {
    access: 'folders.manage',
    call: (t) => ({ url: `/api/folders/${t.projectId}`, payload: { name: `F ${uniqueEmail()}` } }),
  },
  'PATCH /api/folders/:projectId/:folderId': {
    access: 'folders.manage',
    call: (t) => ({
      url: `/api/folders/${t.projectId}/${t.folderId}`,
      payload: { description: 'x' },
    }),
  },
  'DELETE /api/folders/:projectId/:folderId': {
    access: 'folders.manage',
    call: (t) => ({ url: `/api/folders/${t.projectId}/${t.folderId}` }),
  },
  'POST /api/folders/:projectId/recalculate-counts': {
    access: 'folders.read',
    call: (t) => ({ url: `/api/folders/${t.projectId}/recalculate-counts` }),
  },
  'POST /api/folders/:projectId/create-defaults': {
    access: 'folders.manage',
    call: (t) => ({ url: `/api/folders/${t.projectId}/create-defaults` }),
  },
  // contacts
  'GET /api/contacts': {
    access: 'contacts.read',
    call: (t) => ({ url: `/api/contacts?projectId=${t.projectId}` }),
  },
  'GET /api/contacts/project/:projectId': {
    access: 'contacts.read',
    call: (t) => ({ url: `/api/contacts/project/${t.projectId}` }),
  },
  'GET /api/contacts/:id': { access: 'contacts.read', anonymousOnly: CONTACT },
  'GET /api/contacts/:id/documents': { access: 'contacts.read', anonymousOnly: CONTACT },
  'GET /api/contacts/:id/monthly': { access: 'contacts.read', anonymousOnly: CONTACT },
  'POST /api/contacts/:id/merge': { access: 'contacts.manage', anonymousOnly: CONTACT },
  'GET /api/contacts/:id/learned-fields': { access: 'contacts.read', anonymousOnly: CONTACT },
  'DELETE /api/contacts/:id/learned-fields/:learnedFieldId': {
    access: 'contacts.manage',
    anonymousOnly: CONTACT,
  },
  // billing: the signed-in user's own plan, not a project's
  'GET /api/billing/plans': { access: 'public', call: () => ({ url: '/api/billing/plans' }) },
  'GET /api/billing/subscription': {
    access: 'user',
    call: () => ({ url: '/api/billing/subscription' }),
  },
  'POST /api/billing/checkout-session': {
    access: 'user',
    anonymousOnly: 'covered by billing.http.test.ts',
  },
  'POST /api/billing/portal-session': {
    access: 'user',
    anonymousOnly: 'covered by billing.http.test.ts',
  },
  'GET /api/billing/demo-checkout': {
    access: 'user',
    anonymousOnly: 'covered by billing.http.test.ts',
  },
  'POST /api/billing/demo-checkout/complete': {
    access: 'user',
    anonymousOnly: 'covered by billing.http.test.ts',
  },
  'POST /api/billing/demo-checkout/cancel': {
    access: 'user',
    anonymousOnly: 'covered by billing.http.test.ts',
  },
  'POST /api/billing/webhook': {
    access: 'public',
    anonymousOnly: 'signed by the payment provider: covered by billing.http.test.ts',
  },
  // exports
  'GET /api/exports/access': {
    access: 'exports.create',
    call: (t) => ({ url: `/api/exports/access?projectId=${t.projectId}` }),
  },
  'POST /api/exports/generate': {
    access: 'exports.create',
    anonymousOnly: 'streams a zip: covered by the exports tests',
  },
};

/** Fills path parameters with ids that exist nowhere, for anonymous calls. */
function placeholderUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, NO_ID).replace('*', 'x');
}

describe('authorization matrix: every registered route × anonymous, outsider, accountant, admin, owner (PGlite)', () => {
  let t: TestApp;
  const registered = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      deps: {
        onRoute: (route) => {
          for (const method of [route.method].flat()) {
            if (method === 'HEAD' || method === 'OPTIONS') continue;
            // The built web app's files (one route per file when `npm run build` has run): the
            // public bundle, no data; their names change with every build.
            if (!route.url.startsWith('/api') && path.extname(route.url)) continue;
            registered.add(`${method} ${route.url}`);
          }
        },
      },
    });
  });
  afterAll(() => t?.close());

  async function team(): Promise<Team> {
    const owner = await registerUser(t.app, { name: 'Owner' });
    const ownerId = await userIdByEmail(t.database, owner.email);
    await setPlan(t.database, ownerId, 'business');
    const [admin, accountant, outsider, extra] = await Promise.all([
      registerUser(t.app, { name: 'Admin' }),
      registerUser(t.app, { name: 'Accountant' }),
      registerUser(t.app, { name: 'Outsider' }),
      registerUser(t.app, { name: 'Extra' }),
    ]);
    const project = await createProject(t.app, owner.accessToken, { name: 'Matrix' });
    await addMember(t.database, project._id, admin.email, 'admin');
    await addMember(t.database, project._id, accountant.email, 'accountant');
    await addMember(t.database, project._id, extra.email, 'accountant');
    const adminUserId = await userIdByEmail(t.database, admin.email);
    await setPlan(t.database, adminUserId, 'business');
    const http = api(t.app);
    await http.post(`/api/folders/${project._id}/create-defaults`, undefined, owner.accessToken);
    const folders = json<{ _id: string }[]>(
      await http.get(`/api/folders/${project._id}`, owner.accessToken),
    );
    const invitation = await http.post(
      `/api/projects/${project._id}/invitations`,
      { email: uniqueEmail('invitee'), role: 'accountant' },
      owner.accessToken,
    );
    await http.post(`/api/projects/${project._id}/email`, { name: 'books' }, owner.accessToken);
    const inbox = await seedInbox(
      t.database,
      new CredentialsCipher(loadSecrets(t.config).encryptionKey),
      {
        projectId: project._id,
        server: { host: '127.0.0.1', port: 1 },
        user: 'matrix',
        password: 'secret',
      },
    );
    const document = await seedDocument(t.database, { projectId: project._id, state: 'trash' });
    return {
      tokens: {
        owner: owner.accessToken,
        admin: admin.accessToken,
        accountant: accountant.accessToken,
        outsider: outsider.accessToken,
      },
      projectId: project._id,
      inboxId: inbox.id,
      documentId: document.id,
      folderId: folders[0]!._id,
      invitationId: json<{ _id: string }>(invitation)._id,
      extraUserId: await userIdByEmail(t.database, extra.email),
      adminUserId,
    };
  }

  function expected(access: Access, caller: Caller): 'pass' | 401 | 403 | 404 {
    if (access === 'public') return 'pass';
    if (caller === 'anonymous') return 401;
    if (access === 'user') return 'pass';
    if (caller === 'outsider') return 404;
    return can(caller, access) ? 'pass' : 403;
  }

  it('every route has an entry, and every entry is a registered route', () => {
    const missing = [...registered].filter((r) => !ROUTES[r]).sort();
    expect(missing, 'routes without an entry in the authorization matrix').toEqual([]);
    const stale = Object.keys(ROUTES)
      .filter((r) => !registered.has(r) && !ROUTES[r]!.onlyWhenWebBuilt)
      .sort();
    expect(stale, 'entries for routes the server does not register').toEqual([]);
  });

  it('answers each caller as the policy says', async () => {
    const shared = await team();
    const failures: string[] = [];
    const anonymousOnly: string[] = [];
    for (const key of [...registered].sort()) {
      const entry = ROUTES[key];
      if (!entry) continue;
      const [method, pattern] = key.split(' ') as [string, string];
      if (!entry.call) {
        anonymousOnly.push(`${key}: ${entry.anonymousOnly}`);
        if (entry.access === 'public') continue;
        const response = await t.app.inject({
          method: method as 'GET',
          url: placeholderUrl(pattern),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        // Without a session the request stops at 401, or at 400 when its body is not valid yet
        // (Fastify validates before the authentication pre-handler); never a 2xx.
        if (![400, 401].includes(response.statusCode)) {
          failures.push(`${key} as anonymous: ${response.statusCode}`);
        }
        continue;
      }
      for (const caller of CALLERS) {
        const teamForCall = entry.fresh ? await team() : shared;
        const request = entry.call(teamForCall);
        const token = caller === 'anonymous' ? undefined : teamForCall.tokens[caller];
        const response = await t.app.inject({
          method: method as 'GET',
          url: request.url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        });
        const want = expected(entry.access, caller);
        const status = response.statusCode;
        const ok =
          want === 'pass' ? ![401, 403, 404].includes(status) && status < 500 : status === want;
        if (!ok) {
          failures.push(
            `${key} as ${caller}: ${status}, expected ${want} (${response.body.slice(0, 120)})`,
          );
        }
      }
    }
    console.info(
      `authorization matrix: ${registered.size} routes; anonymous only:\n  ${anonymousOnly.join('\n  ')}`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
