import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PROJECT_EMAIL_MESSAGES,
  type TDeactivateProjectEmailResponse,
  type TEmailList,
  type TInbox,
  type TProjectEmail,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emails } from '../../platform/db/schema';

const DOMAIN = 'in.papertray.test';
const ADDRESS = new RegExp(`^([a-z0-9-]+)-[a-km-np-z2-9]{8}@${DOMAIN.replace(/\./g, '\\.')}$`);

describe.each(DB_KINDS)('project email endpoints on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { MAIL_DOMAIN: DOMAIN } });
    http = api(t.app);
  });
  afterAll(() => t?.close());

  async function team(name = 'Acme Trading') {
    const owner = await registerUser(t.app);
    const admin = await registerUser(t.app);
    const accountant = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const project = await createProject(t.app, owner.accessToken, { name });
    await addMember(t.database, project._id, admin.email, 'admin');
    await addMember(t.database, project._id, accountant.email, 'accountant');
    return {
      owner,
      admin,
      accountant,
      outsider,
      project,
      url: `/api/projects/${project._id}/email`,
    };
  }

  it('creates the address on first read from the project name, and keeps it', async () => {
    const { accountant, owner, project, url } = await team('Müller & Söhne GmbH');
    const first = await http.get(url, accountant.accessToken);
    expect(first.statusCode).toBe(200);
    const email = json<TProjectEmail>(first);
    expect(email).toMatchObject({
      projectId: project._id,
      name: 'Müller & Söhne GmbH',
      isActive: true,
      deactivatedAt: null,
      statistics: { totalEmails: 0, totalAttachments: 0, lastEmailReceived: null },
    });
    expect(ADDRESS.exec(email.fullEmail)?.[1]).toBe('muller-sohne-gmbh');
    expect(json<TProjectEmail>(await http.get(url, owner.accessToken))).toEqual(email);
  });

  it('gives two projects of the same name different addresses', async () => {
    const a = await team('Same');
    const b = await team('Same');
    const emailA = json<TProjectEmail>(await http.get(a.url, a.owner.accessToken));
    const emailB = json<TProjectEmail>(await http.get(b.url, b.owner.accessToken));
    expect(emailA.fullEmail).not.toBe(emailB.fullEmail);
  });

  it('creates with a name once; a second create is a conflict', async () => {
    const { admin, url } = await team();
    const created = await http.post(url, { name: 'Invoices' }, admin.accessToken);
    expect(created.statusCode).toBe(201);
    expect(ADDRESS.exec(json<TProjectEmail>(created).fullEmail)?.[1]).toBe('invoices');
    const again = await http.post(url, { name: 'Other' }, admin.accessToken);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(PROJECT_EMAIL_MESSAGES.alreadyActive);
    expect((await http.post(url, { name: ' ' }, admin.accessToken)).statusCode).toBe(400);
  });

  it('regenerates: a new address under the same name, the old one inactive', async () => {
    const { owner, url } = await team();
    const old = json<TProjectEmail>(await http.post(url, { name: 'Bills' }, owner.accessToken));
    const response = await http.post(`${url}/regenerate`, undefined, owner.accessToken);
    expect(response.statusCode).toBe(200);
    const fresh = json<TProjectEmail>(response);
    expect(fresh.fullEmail).not.toBe(old.fullEmail);
    expect(fresh).toMatchObject({ name: 'Bills', isActive: true });
    expect(json<TProjectEmail>(await http.get(url, owner.accessToken)).fullEmail).toBe(
      fresh.fullEmail,
    );
  });

  it('deactivates; reading then shows it inactive instead of creating a new one', async () => {
    const { owner, admin, url } = await team();
    const active = json<TProjectEmail>(await http.get(url, owner.accessToken));
    const response = await http.delete(url, admin.accessToken);
    expect(response.statusCode).toBe(200);
    const body = json<TDeactivateProjectEmailResponse>(response);
    expect(body.message).toBe(PROJECT_EMAIL_MESSAGES.deactivated);
    expect(body.email).toMatchObject({ fullEmail: active.fullEmail, isActive: false });
    expect(body.email.deactivatedAt).not.toBeNull();
    const read = json<TProjectEmail>(await http.get(url, owner.accessToken));
    expect(read).toMatchObject({ fullEmail: active.fullEmail, isActive: false });
    // Deactivating again changes nothing; creating gives a new address.
    expect((await http.delete(url, owner.accessToken)).statusCode).toBe(200);
    const created = await http.post(url, { name: 'Again' }, owner.accessToken);
    expect(created.statusCode).toBe(201);
    expect(json<TProjectEmail>(created).fullEmail).not.toBe(active.fullEmail);
  });

  it('lets every member read, only owner and admin change; outsiders get 404', async () => {
    const { accountant, outsider, url } = await team();
    expect((await http.get(url, accountant.accessToken)).statusCode).toBe(200);
    for (const response of [
      await http.post(url, { name: 'X' }, accountant.accessToken),
      await http.post(`${url}/regenerate`, undefined, accountant.accessToken),
      await http.delete(url, accountant.accessToken),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(MESSAGES.forbidden);
    }
    for (const response of [
      await http.get(url, outsider.accessToken),
      await http.post(url, { name: 'X' }, outsider.accessToken),
      await http.post(`${url}/regenerate`, undefined, outsider.accessToken),
      await http.delete(url, outsider.accessToken),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe(MESSAGES.projectNotFound);
    }
    expect((await http.get(url)).statusCode).toBe(401);
  });

  it('lists the address as a project inbox that follows it and cannot be managed as IMAP', async () => {
    const { owner, admin, accountant, project, url } = await team();
    const email = json<TProjectEmail>(await http.get(url, owner.accessToken));
    const listed = json<TInbox[]>(
      await http.get(`/api/inboxes?projectId=${project._id}`, accountant.accessToken),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      _id: email.inboxId,
      type: 'project',
      provider: 'smtp',
      name: 'Project Email',
      emailAddress: email.fullEmail,
      status: 'active',
      host: '',
      port: 0,
      username: '',
      security: 'none',
    });
    const inboxUrl = `/api/inboxes/${email.inboxId}`;
    for (const response of [
      await http.post(`${inboxUrl}/sync`, undefined, admin.accessToken),
      await http.patch(`${inboxUrl}/deactivate`, undefined, admin.accessToken),
      await http.patch(inboxUrl, { name: 'Renamed' }, admin.accessToken),
      await http.get(`${inboxUrl}/edit`, admin.accessToken),
      await http.delete(inboxUrl, owner.accessToken),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(json(response).message).toBe(PROJECT_EMAIL_MESSAGES.managedInSettings);
    }
    const emailsOfInbox = await http.get(`/api/emails/inbox/${email.inboxId}`, owner.accessToken);
    expect(json<TEmailList>(emailsOfInbox).emails).toEqual([]);

    const fresh = json<TProjectEmail>(
      await http.post(`${url}/regenerate`, undefined, owner.accessToken),
    );
    expect(fresh.inboxId).toBe(email.inboxId);
    const afterRegenerate = json<TInbox>(await http.get(inboxUrl, owner.accessToken));
    expect(afterRegenerate.emailAddress).toBe(fresh.fullEmail);
    await http.delete(url, owner.accessToken);
    expect(json<TInbox>(await http.get(inboxUrl, owner.accessToken)).status).toBe('inactive');
  });

  it('counts only mail received by SMTP in the statistics', async () => {
    const { owner, project, url } = await team();
    const base = {
      projectId: project._id,
      messageId: '<m@x>',
      date: new Date('2026-01-01T00:00:00Z'),
      rawSize: 10,
    };
    await t.database.db.insert(emails).values([
      { ...base, source: 'smtp', rawKey: 'a'.repeat(64), attachmentCount: 2 },
      { ...base, source: 'smtp', rawKey: 'b'.repeat(64), attachmentCount: 1 },
      { ...base, source: 'imap', rawKey: 'c'.repeat(64), attachmentCount: 5 },
    ]);
    const email = json<TProjectEmail>(await http.get(url, owner.accessToken));
    expect(email.statistics).toMatchObject({ totalEmails: 2, totalAttachments: 3 });
    expect(email.statistics.lastEmailReceived).not.toBeNull();
  });
});
