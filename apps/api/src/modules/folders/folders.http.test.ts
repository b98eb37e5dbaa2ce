import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_MESSAGES, type TFolder } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDocument } from '../documents/testing/seed-documents';

describe.each(DB_KINDS)('folders over HTTP on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let accountant: string;
  let outsider: string;
  let projectId: string;
  const http = () => api(t.app);

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await registerUser(t.app)).accessToken;
    const acc = await registerUser(t.app);
    accountant = acc.accessToken;
    outsider = (await registerUser(t.app)).accessToken;
    projectId = (await createProject(t.app, owner, { name: 'Folders' }))._id;
    await addMember(t.database, projectId, acc.email, 'accountant');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const create = async (body: object, token = owner) =>
    http().post(`/api/folders/${projectId}`, body, token);

  it('creates a folder with the default colour and lists it for every member', async () => {
    const response = await create({ name: '  Taxes 2024 ', description: 'For the accountant' });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<TFolder>(response)).toMatchObject({
      name: 'Taxes 2024',
      description: 'For the accountant',
      color: '#3B82F6',
      isDefault: false,
      documentCount: 0,
    });
    for (const path of [`/api/folders/${projectId}`, `/api/folders/project/${projectId}`]) {
      const list = await http().get(path, accountant);
      expect(list.statusCode).toBe(200);
      expect(json<TFolder[]>(list).map((f) => f.name)).toContain('Taxes 2024');
    }
  });

  it('requires a name and a valid colour', async () => {
    const empty = await create({ name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toContain(FOLDER_MESSAGES.nameRequired);
    expect((await create({ name: 'X', color: 'red' })).statusCode).toBe(400);
  });

  it('lets only owners and admins manage folders; outsiders see nothing', async () => {
    const folder = json<TFolder>(await create({ name: 'Managed' }));
    const item = `/api/folders/${projectId}/${folder._id}`;
    expect((await create({ name: 'Nope' }, accountant)).statusCode).toBe(403);
    expect((await http().patch(item, { name: 'Renamed' }, accountant)).statusCode).toBe(403);
    expect((await http().delete(item, accountant)).statusCode).toBe(403);
    expect(
      (await http().post(`/api/folders/${projectId}/create-defaults`, undefined, accountant))
        .statusCode,
    ).toBe(403);
    expect((await http().get(`/api/folders/${projectId}`, outsider)).statusCode).toBe(404);
    expect((await create({ name: 'Nope' }, outsider)).statusCode).toBe(404);
    expect((await http().delete(item, outsider)).statusCode).toBe(404);
    expect((await http().get(`/api/folders/${projectId}`)).statusCode).toBe(401);
  });

  it('edits a folder and refuses to rename or delete a default one', async () => {
    const folder = json<TFolder>(await create({ name: 'Before' }));
    const edited = await http().patch(
      `/api/folders/${projectId}/${folder._id}`,
      { name: 'After', color: '#112233' },
      owner,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<TFolder>(edited)).toMatchObject({ name: 'After', color: '#112233' });

    const defaults = await http().post(
      `/api/folders/${projectId}/create-defaults`,
      undefined,
      owner,
    );
    expect(defaults.statusCode).toBe(200);
    const invoices = json<TFolder[]>(defaults).find((f) => f.name === 'Invoices')!;
    expect(invoices).toMatchObject({ isDefault: true, documentType: 'invoice' });
    const item = `/api/folders/${projectId}/${invoices._id}`;
    const renamed = await http().patch(item, { name: 'Bills' }, owner);
    expect(renamed.statusCode).toBe(400);
    expect(json(renamed).message).toBe(FOLDER_MESSAGES.defaultNameLocked);
    expect((await http().patch(item, { color: '#000000' }, owner)).statusCode).toBe(200);
    const deleted = await http().delete(item, owner);
    expect(deleted.statusCode).toBe(400);
    expect(json(deleted).message).toBe(FOLDER_MESSAGES.defaultNotDeletable);
    // Creating the defaults again adds nothing.
    const again = await http().post(`/api/folders/${projectId}/create-defaults`, undefined, owner);
    expect(json<TFolder[]>(again).filter((f) => f.isDefault)).toHaveLength(4);
  });

  it('counts filed documents (not trash) and refuses to delete a folder that has some', async () => {
    const folder = json<TFolder>(await create({ name: 'Filed' }));
    const filed = await seedDocument(t.database, {
      projectId,
      state: 'approved',
      folderId: folder._id,
    });
    await seedDocument(t.database, { projectId, state: 'trash', folderId: folder._id });
    const counts = await http().post(
      `/api/folders/${projectId}/recalculate-counts`,
      undefined,
      accountant,
    );
    expect(counts.statusCode).toBe(200);
    expect(json<TFolder[]>(counts).find((f) => f._id === folder._id)?.documentCount).toBe(1);

    const item = `/api/folders/${projectId}/${folder._id}`;
    const refused = await http().delete(item, owner);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(FOLDER_MESSAGES.hasDocuments);

    await http().post(`/api/documents/${filed.id}/trash`, undefined, owner);
    const deleted = await http().delete(item, owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await http().delete(item, owner)).statusCode).toBe(404);
  });
});
