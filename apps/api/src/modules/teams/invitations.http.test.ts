import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_MESSAGES,
  type TAcceptWithSignupResponse,
  type TInvitation,
  type TMemberList,
  type TProject,
  type TProjectInvitation,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember, setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, PASSWORD, registerUser, uniqueEmail } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createOutboxMail } from '../../platform/mail/outbox-mail';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The mails written to an outbox directory, parsed, oldest first. */
async function outbox(dir: string) {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  files.sort();
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
}

/** The invitation link of the newest mail to `to`, read from the .eml as a mail client would. */
async function invitationLinkFor(dir: string, to: string): Promise<string> {
  const mails = (await outbox(dir)).filter((m) => m.to && JSON.stringify(m.to).includes(to));
  const text = mails.at(-1)?.text ?? '';
  const match = /http:\/\/papertray\.test\/invitations\/([0-9a-f-]{36})/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation mail to ${to}`);
  return match[1];
}

describe.each(DB_KINDS)('invitation flows over HTTP on %s', (kind) => {
  let t: TestApp;
  let outboxDir: string;
  let now = new Date('2026-11-24T10:00:00Z');
  const http = () => api(t.app);

  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'papertray-outbox-'));
    const mail = createOutboxMail(
      outboxDir,
      'Papertray <no-reply@papertray.test>',
      pino({ enabled: false }),
    );
    t = await createTestApp(kind, { deps: { mail, clock: () => now } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  async function ownerWithProject(plan: 'professional' | 'free' = 'professional') {
    const owner = await registerUser(t.app, { name: 'Olivia Owner' });
    await setPlan(t.database, await userIdByEmail(t.database, owner.email), plan);
    const project = await createProject(t.app, owner.accessToken, { name: 'Acme Books' });
    return { owner, project };
  }

  async function invite(projectId: string, token: string, email: string, role = 'accountant') {
    return http().post(`/api/projects/${projectId}/invitations`, { email, role }, token);
  }

  it('invites by mail; the invitee reads the link from the .eml, signs up and joins as accountant', async () => {
    const { owner, project } = await ownerWithProject();
    const email = uniqueEmail('accountant');
    const created = await invite(project._id, owner.accessToken, email.toUpperCase());
    expect(created.statusCode).toBe(201);
    const pending = json<TProjectInvitation>(created);
    expect(pending).toMatchObject({
      email,
      role: 'accountant',
      status: 'pending',
      sendStatus: 'sent',
    });
    expect(new Date(pending.expiresAt).getTime() - now.getTime()).toBe(7 * DAY_MS);

    const mail = (await outbox(outboxDir)).at(-1)!;
    expect(mail.subject).toBe('Olivia Owner invited you to Acme Books on Papertray');
    expect(mail.html).toContain('color-scheme');
    const inviteId = await invitationLinkFor(outboxDir, email);
    expect(inviteId).toBe(pending._id);

    const page = json<TInvitation>(await http().get(`/api/teams/invitations/${inviteId}`));
    expect(page).toEqual({
      _id: inviteId,
      email,
      role: 'accountant',
      roleDescription: 'Can view and manage documents and contacts',
      status: 'pending',
      expiresAt: pending.expiresAt,
      invitedBy: { name: 'Olivia Owner' },
      team: { name: 'Acme Books', projectId: { _id: project._id, name: 'Acme Books' } },
    });

    const url = `/api/teams/invitations/${inviteId}/accept-with-signup`;
    const noName = await http().post(url, { email, password: PASSWORD });
    expect([noName.statusCode, json(noName).message]).toEqual([400, 'Please enter your name']);
    const noPassword = await http().post(url, { email, name: 'Ann' });
    expect([noPassword.statusCode, json(noPassword).message]).toEqual([
      400,
      'Please enter a password',
    ]);
    const otherEmail = await http().post(url, {
      email: uniqueEmail(),
      name: 'Ann',
      password: PASSWORD,
    });
    expect([otherEmail.statusCode, json(otherEmail).message]).toEqual([
      403,
      'Email does not match invitation',
    ]);

    const joined = await http().post(url, { email, name: 'Ann Accountant', password: PASSWORD });
    expect(joined.statusCode).toBe(200);
    const body = json<TAcceptWithSignupResponse>(joined);
    expect(body).toMatchObject({ isNewUser: true, projectId: project._id, role: 'accountant' });
    const projects = json<TProject[]>(await http().get('/api/projects', body.tokens.accessToken));
    expect(projects.map((p) => [p._id, p.role])).toEqual([[project._id, 'accountant']]);
    const login = await http().post('/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);

    expect(json<TInvitation>(await http().get(`/api/teams/invitations/${inviteId}`)).status).toBe(
      'accepted',
    );
    const again = await http().post(url, { email, name: 'Ann', password: PASSWORD });
    expect([again.statusCode, json(again).message]).toEqual([409, TEAM_MESSAGES.alreadyAccepted]);
    const added = (await outbox(outboxDir)).at(-1)!;
    expect(added.subject).toBe('You were added to Acme Books on Papertray');

    const members = json<TMemberList>(
      await http().get(`/api/projects/${project._id}/members`, body.tokens.accessToken),
    );
    expect(members.data.map((m) => [m.name, m.role])).toEqual([
      ['Olivia Owner', 'owner'],
      ['Ann Accountant', 'accountant'],
    ]);
    expect(members).toMatchObject({ limit: 5, used: 2 });
  });

  it('an existing account needs its password: "Password required for existing user", then "Invalid password", then joins', async () => {
    const { owner, project } = await ownerWithProject();
    const existing = await registerUser(t.app, { name: 'Eve Existing' });
    await invite(project._id, owner.accessToken, existing.email, 'admin');
    const inviteId = await invitationLinkFor(outboxDir, existing.email);
    const url = `/api/teams/invitations/${inviteId}/accept-with-signup`;

    const required = await http().post(url, {
      email: existing.email,
      name: 'Eve',
      password: 'another password',
    });
    expect(required.statusCode).toBe(409);
    expect(json(required)).toEqual({
      message: 'Password required for existing user',
      code: 'password_required',
    });
    const wrong = await http().post(url, { email: existing.email, existingPassword: 'not it' });
    expect([wrong.statusCode, json(wrong).message]).toEqual([400, 'Invalid password']);
    const ok = await http().post(url, {
      email: existing.email,
      existingPassword: existing.password,
    });
    expect(json<TAcceptWithSignupResponse>(ok)).toMatchObject({ isNewUser: false, role: 'admin' });
  });

  it('a signed-in invitee accepts; a different signed-in account is refused', async () => {
    const { owner, project } = await ownerWithProject();
    const invitee = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await invite(project._id, owner.accessToken, invitee.email);
    const inviteId = await invitationLinkFor(outboxDir, invitee.email);
    const url = `/api/teams/invitations/${inviteId}/accept`;

    expect((await http().post(url)).statusCode).toBe(401);
    const wrong = await http().post(url, undefined, stranger.accessToken);
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong)).toEqual({
      message: 'Email does not match invitation',
      code: 'email_mismatch',
    });
    const accepted = await http().post(url, undefined, invitee.accessToken);
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted)).toMatchObject({ projectId: project._id, role: 'accountant' });
    expect((await http().get(`/api/projects/${project._id}`, invitee.accessToken)).statusCode).toBe(
      200,
    );
    expect(
      (await http().get(`/api/projects/${project._id}`, stranger.accessToken)).statusCode,
    ).toBe(404);
  });

  it('declines: the invitation is rejected and cannot be accepted afterwards', async () => {
    const { owner, project } = await ownerWithProject();
    const invitee = await registerUser(t.app);
    await invite(project._id, owner.accessToken, invitee.email);
    const inviteId = await invitationLinkFor(outboxDir, invitee.email);
    const declined = await http().post(`/api/teams/invitations/${inviteId}/reject`);
    expect(json(declined)).toEqual({ message: 'Invitation declined' });
    expect(json<TInvitation>(await http().get(`/api/teams/invitations/${inviteId}`)).status).toBe(
      'rejected',
    );
    const accept = await http().post(
      `/api/teams/invitations/${inviteId}/accept`,
      undefined,
      invitee.accessToken,
    );
    expect([accept.statusCode, json(accept).message]).toEqual([409, TEAM_MESSAGES.alreadyDeclined]);
    expect(
      json<TProjectInvitation[]>(
        await http().get(`/api/projects/${project._id}/invitations`, owner.accessToken),
      ),
    ).toEqual([]);
  });

  it('expires after 7 days (injected clock); a resend opens it for 7 more days with a new mail', async () => {
    const { owner, project } = await ownerWithProject();
    const invitee = await registerUser(t.app);
    await invite(project._id, owner.accessToken, invitee.email);
    const inviteId = await invitationLinkFor(outboxDir, invitee.email);
    const mailsBefore = (await outbox(outboxDir)).length;

    const start = now;
    now = new Date(start.getTime() + 7 * DAY_MS - 1000);
    expect(json<TInvitation>(await http().get(`/api/teams/invitations/${inviteId}`)).status).toBe(
      'pending',
    );
    now = new Date(start.getTime() + 7 * DAY_MS);
    try {
      expect(json<TInvitation>(await http().get(`/api/teams/invitations/${inviteId}`)).status).toBe(
        'expired',
      );
      const late = await http().post(
        `/api/teams/invitations/${inviteId}/accept`,
        undefined,
        invitee.accessToken,
      );
      expect(late.statusCode).toBe(410);
      expect(json(late).message).toBe(TEAM_MESSAGES.expired);
      const listed = json<TProjectInvitation[]>(
        await http().get(`/api/projects/${project._id}/invitations`, owner.accessToken),
      );
      expect(listed.map((i) => [i._id, i.status])).toEqual([[inviteId, 'expired']]);

      const resent = await http().post(
        `/api/projects/${project._id}/invitations/${inviteId}/resend`,
        undefined,
        owner.accessToken,
      );
      expect(resent.statusCode).toBe(200);
      const renewed = json<TProjectInvitation>(resent);
      expect(renewed.status).toBe('pending');
      expect(new Date(renewed.expiresAt).getTime()).toBe(now.getTime() + 7 * DAY_MS);
      expect((await outbox(outboxDir)).length).toBe(mailsBefore + 1);
      expect(await invitationLinkFor(outboxDir, invitee.email)).toBe(inviteId);
      const accepted = await http().post(
        `/api/teams/invitations/${inviteId}/accept`,
        undefined,
        invitee.accessToken,
      );
      expect(accepted.statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('revokes: the link answers "Invitation not found"', async () => {
    const { owner, project } = await ownerWithProject();
    const email = uniqueEmail();
    await invite(project._id, owner.accessToken, email);
    const inviteId = await invitationLinkFor(outboxDir, email);
    const revoked = await http().delete(
      `/api/projects/${project._id}/invitations/${inviteId}`,
      owner.accessToken,
    );
    expect(json(revoked)).toEqual({ message: 'Invitation revoked' });
    const gone = await http().get(`/api/teams/invitations/${inviteId}`);
    expect([gone.statusCode, json(gone).message]).toEqual([404, 'Invitation not found']);
    const signup = await http().post(`/api/teams/invitations/${inviteId}/accept-with-signup`, {
      email,
      name: 'X',
      password: PASSWORD,
    });
    expect(signup.statusCode).toBe(404);
  });

  it('refuses a second invitation to the same address and an invitation to a member', async () => {
    const { owner, project } = await ownerWithProject();
    const member = await registerUser(t.app);
    await addMember(t.database, project._id, member.email, 'accountant');
    const already = await invite(project._id, owner.accessToken, member.email);
    expect([already.statusCode, json(already).message]).toEqual([409, TEAM_MESSAGES.alreadyMember]);
    const email = uniqueEmail();
    expect((await invite(project._id, owner.accessToken, email)).statusCode).toBe(201);
    const twice = await invite(project._id, owner.accessToken, email);
    expect([twice.statusCode, json(twice).message]).toEqual([409, TEAM_MESSAGES.alreadyInvited]);
    const asOwner = await invite(project._id, owner.accessToken, uniqueEmail(), 'owner');
    expect(asOwner.statusCode).toBe(400);
  });

  it('member limit: Professional (5) takes seats up to 5, the 6th in the grace, refuses the 7th; members and pending invitations count', async () => {
    const { owner, project } = await ownerWithProject('professional');
    // The owner holds seat 1; one member joins through an accepted invitation (seat 2).
    const joiner = await registerUser(t.app);
    await invite(project._id, owner.accessToken, joiner.email);
    const joinId = await invitationLinkFor(outboxDir, joiner.email);
    expect(
      (await http().post(`/api/teams/invitations/${joinId}/accept`, undefined, joiner.accessToken))
        .statusCode,
    ).toBe(200);
    for (const seat of [3, 4, 5]) {
      const response = await invite(project._id, owner.accessToken, uniqueEmail(`seat${seat}`));
      expect(response.statusCode, `seat ${seat} (up to the limit N = 5)`).toBe(201);
    }
    const grace = await invite(project._id, owner.accessToken, uniqueEmail('seat6'));
    expect(grace.statusCode, 'seat 6 = N + 20%').toBe(201);
    const refused = await invite(project._id, owner.accessToken, uniqueEmail('seat7'));
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({
      message: 'Your Professional plan allows 5 team members. Upgrade to Business for more.',
      code: 'plan_limit',
    });
    const members = json<TMemberList>(
      await http().get(`/api/projects/${project._id}/members`, owner.accessToken),
    );
    expect(members).toMatchObject({ used: 6, limit: 5 });
    // A seat comes back when an invitation is revoked.
    const open = json<TProjectInvitation[]>(
      await http().get(`/api/projects/${project._id}/invitations`, owner.accessToken),
    );
    await http().delete(
      `/api/projects/${project._id}/invitations/${open[0]!._id}`,
      owner.accessToken,
    );
    expect((await invite(project._id, owner.accessToken, uniqueEmail('seat6b'))).statusCode).toBe(
      201,
    );
  });

  it('member limit: Free allows only its owner', async () => {
    const { owner, project } = await ownerWithProject('free');
    const refused = await invite(project._id, owner.accessToken, uniqueEmail());
    expect(json(refused)).toEqual({
      message: 'Your Free plan allows 1 team member. Upgrade to Professional for more.',
      code: 'plan_limit',
    });
  });

  it('roles: the owner can neither leave nor be demoted nor removed; ownership is transferred, then the former owner can leave', async () => {
    const { owner, project } = await ownerWithProject();
    const admin = await registerUser(t.app, { name: 'Adam Admin' });
    const accountant = await registerUser(t.app, { name: 'Cara Accountant' });
    await addMember(t.database, project._id, admin.email, 'admin');
    await addMember(t.database, project._id, accountant.email, 'accountant');
    const ownerId = await userIdByEmail(t.database, owner.email);
    const adminId = await userIdByEmail(t.database, admin.email);
    // The new owner's plan must hold the project and its team of three.
    await setPlan(t.database, adminId, 'professional');
    const accountantId = await userIdByEmail(t.database, accountant.email);
    const base = `/api/projects/${project._id}`;

    const leave = await http().post(`${base}/leave`, undefined, owner.accessToken);
    expect([leave.statusCode, json(leave).message]).toEqual([
      409,
      TEAM_MESSAGES.lastOwnerCannotLeave,
    ]);
    const demote = await http().patch(
      `${base}/members/${ownerId}`,
      { role: 'admin' },
      admin.accessToken,
    );
    expect([demote.statusCode, json(demote).message]).toEqual([
      409,
      TEAM_MESSAGES.lastOwnerCannotBeDemoted,
    ]);
    const remove = await http().delete(`${base}/members/${ownerId}`, admin.accessToken);
    expect([remove.statusCode, json(remove).message]).toEqual([
      409,
      TEAM_MESSAGES.ownerCannotBeRemoved,
    ]);
    const promote = await http().patch(
      `${base}/members/${accountantId}`,
      { role: 'owner' },
      owner.accessToken,
    );
    expect(promote.statusCode).toBe(400);

    const byAccountant = await http().patch(
      `${base}/members/${adminId}`,
      { role: 'accountant' },
      accountant.accessToken,
    );
    expect(byAccountant.statusCode).toBe(403);
    const changed = await http().patch(
      `${base}/members/${accountantId}`,
      { role: 'admin' },
      admin.accessToken,
    );
    expect(json(changed)).toMatchObject({ userId: accountantId, role: 'admin' });

    const byAdmin = await http().post(
      `${base}/transfer-ownership`,
      { userId: adminId },
      admin.accessToken,
    );
    expect(byAdmin.statusCode).toBe(403);
    const transferred = await http().post(
      `${base}/transfer-ownership`,
      { userId: adminId },
      owner.accessToken,
    );
    expect(transferred.statusCode).toBe(200);
    expect(json<TMemberList>(transferred).data.map((m) => [m.userId, m.role])).toEqual([
      [adminId, 'owner'],
      [accountantId, 'admin'],
      [ownerId, 'admin'],
    ]);
    expect(json<TProject>(await http().get(base, admin.accessToken))).toMatchObject({
      ownerId: adminId,
      role: 'owner',
    });

    const left = await http().post(`${base}/leave`, undefined, owner.accessToken);
    expect(json(left)).toEqual({ message: 'You left the project' });
    expect((await http().get(base, owner.accessToken)).statusCode).toBe(404);
    const removed = await http().delete(`${base}/members/${accountantId}`, admin.accessToken);
    expect(json(removed)).toEqual({ message: 'Member removed' });
  });

  it('a transfer to an account whose plan has no room for the project is refused', async () => {
    const { owner, project } = await ownerWithProject();
    const freeUser = await registerUser(t.app);
    await createProject(t.app, freeUser.accessToken, { name: 'Own' });
    await addMember(t.database, project._id, freeUser.email, 'admin');
    const freeId = await userIdByEmail(t.database, freeUser.email);
    const refused = await http().post(
      `/api/projects/${project._id}/transfer-ownership`,
      { userId: freeId },
      owner.accessToken,
    );
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('plan_limit');
    expect(
      json<TProject>(await http().get(`/api/projects/${project._id}`, owner.accessToken)).role,
    ).toBe('owner');
  });
});

describe('invitation mail delivery on pglite', () => {
  it('a failed send is visible on the pending invitation (sendStatus failed, lastSendError)', async () => {
    const broken: OutgoingMail = {
      async send() {
        throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      },
      async close() {},
    };
    const t = await createTestApp('pglite', { deps: { mail: broken } });
    try {
      const owner = await registerUser(t.app);
      await setPlan(t.database, await userIdByEmail(t.database, owner.email), 'business');
      const project = await createProject(t.app, owner.accessToken, { name: 'P' });
      const created = await api(t.app).post(
        `/api/projects/${project._id}/invitations`,
        { email: uniqueEmail(), role: 'admin' },
        owner.accessToken,
      );
      expect(created.statusCode).toBe(201);
      expect(json<TProjectInvitation>(created)).toMatchObject({
        status: 'pending',
        sendStatus: 'failed',
        lastSendError: 'connect ECONNREFUSED 127.0.0.1:1',
        lastSentAt: null,
      });
    } finally {
      await t.close();
    }
  });
});
