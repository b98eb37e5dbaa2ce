import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT, MESSAGES, type TProject } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember, setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe.each(DB_KINDS)('project endpoints on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    http = api(t.app);
  });
  afterAll(() => t?.close());

  /** An owner with a project, plus an admin, an accountant and an outsider. */
  async function team() {
    const owner = await registerUser(t.app);
    const admin = await registerUser(t.app);
    const accountant = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const project = await createProject(t.app, owner.accessToken, { name: 'Acme' });
    await addMember(t.database, project._id, admin.email, 'admin');
    await addMember(t.database, project._id, accountant.email, 'accountant');
    return { owner, admin, accountant, outsider, project };
  }

  it('creates the default project as the client sends it, with the creator as owner', async () => {
    const user = await registerUser(t.app);
    expect(json<TProject[]>(await http.get('/api/projects', user.accessToken))).toEqual([]);
    const response = await http.post('/api/projects', DEFAULT_PROJECT, user.accessToken);
    expect(response.statusCode).toBe(201);
    const project = json<TProject>(response);
    expect(project).toMatchObject({ ...DEFAULT_PROJECT, role: 'owner' });
    expect(project.ownerId).toBe(await userIdByEmail(t.database, user.email));
    expect(json<TProject[]>(await http.get('/api/projects', user.accessToken))).toEqual([project]);
    expect(json(await http.get(`/api/projects/${project._id}`, user.accessToken))).toEqual(project);
  });

  it('lists each member the projects they belong to, with their role', async () => {
    const { admin, accountant, outsider, project } = await team();
    const adminList = json<TProject[]>(await http.get('/api/projects', admin.accessToken));
    expect(adminList.map((p) => [p._id, p.role])).toEqual([[project._id, 'admin']]);
    const accountantList = json<TProject[]>(
      await http.get('/api/projects', accountant.accessToken),
    );
    expect(accountantList.map((p) => p.role)).toEqual(['accountant']);
    expect(json<TProject[]>(await http.get('/api/projects', outsider.accessToken))).toEqual([]);
  });

  it('hides a project from outsiders with 404 on every endpoint', async () => {
    const { outsider, project } = await team();
    const token = outsider.accessToken;
    const responses = [
      await http.get(`/api/projects/${project._id}`, token),
      await http.patch(`/api/projects/${project._id}`, { name: 'Mine' }, token),
      await http.delete(`/api/projects/${project._id}`, token),
      await http.get(`/api/projects/${project._id}/stats`, token),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe(MESSAGES.projectNotFound);
    }
  });

  it('lets owner and admin edit, not the accountant', async () => {
    const { owner, admin, accountant, project } = await team();
    const byAdmin = await http.patch(
      `/api/projects/${project._id}`,
      { name: 'Renamed', tags: ['a', 'b'] },
      admin.accessToken,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(json(byAdmin)).toMatchObject({ name: 'Renamed', tags: ['a', 'b'], role: 'admin' });
    const byOwner = await http.patch(
      `/api/projects/${project._id}`,
      { description: 'Books' },
      owner.accessToken,
    );
    expect(json(byOwner)).toMatchObject({ name: 'Renamed', description: 'Books', role: 'owner' });
    const byAccountant = await http.patch(
      `/api/projects/${project._id}`,
      { name: 'Nope' },
      accountant.accessToken,
    );
    expect(byAccountant.statusCode).toBe(403);
    expect(json(byAccountant).message).toBe(MESSAGES.forbidden);
  });

  it('lets only the owner delete, and then the project is gone for everyone', async () => {
    const { owner, admin, accountant, project } = await team();
    for (const member of [accountant, admin]) {
      const response = await http.delete(`/api/projects/${project._id}`, member.accessToken);
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(MESSAGES.onlyOwnerCanDelete);
    }
    const response = await http.delete(`/api/projects/${project._id}`, owner.accessToken);
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe(MESSAGES.projectDeleted);
    expect((await http.get(`/api/projects/${project._id}`, owner.accessToken)).statusCode).toBe(
      404,
    );
    expect(json<TProject[]>(await http.get('/api/projects', admin.accessToken))).toEqual([]);
  });

  it('returns zeroed stats to members', async () => {
    const { accountant, project } = await team();
    const response = await http.get(`/api/projects/${project._id}/stats`, accountant.accessToken);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      emails: { total: 0, processed: 0, pending: 0 },
      documents: { total: 0, paperTray: 0, approved: 0, trash: 0 },
      attachments: { total: 0, processed: 0, averageSize: 0 },
      contacts: { total: 0, companies: 0, persons: 0 },
    });
  });

  it('enforces the plan limit on owned projects, naming the plan that lifts it', async () => {
    const user = await registerUser(t.app);
    await createProject(t.app, user.accessToken, { name: 'First' });
    const refused = await http.post('/api/projects', { name: 'Second' }, user.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({
      message: 'Your Free plan allows 1 project. Upgrade to Professional for more.',
      code: 'plan_limit',
    });

    // Professional allows 5, plus the 20% grace: the 7th is refused.
    await setPlan(t.database, await userIdByEmail(t.database, user.email), 'professional');
    for (let i = 2; i <= 6; i++) await createProject(t.app, user.accessToken, { name: `P${i}` });
    const seventh = await http.post('/api/projects', { name: 'P7' }, user.accessToken);
    expect(seventh.statusCode).toBe(403);
    expect(json(seventh).message).toBe(
      'Your Professional plan allows 5 projects. Upgrade to Business for more.',
    );
  });

  it('does not count projects the user is only a member of', async () => {
    const { admin } = await team();
    expect((await http.post('/api/projects', { name: 'Own' }, admin.accessToken)).statusCode).toBe(
      201,
    );
  });

  it('validates input and ids', async () => {
    const user = await registerUser(t.app);
    const empty = await http.post('/api/projects', { name: '  ' }, user.accessToken);
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Please enter a project name');
    const badId = await http.get('/api/projects/not-a-uuid', user.accessToken);
    expect(badId.statusCode).toBe(400);
  });

  it('needs authentication', async () => {
    expect((await http.get('/api/projects')).statusCode).toBe(401);
    expect((await http.post('/api/projects', { name: 'X' })).statusCode).toBe(401);
  });
});
