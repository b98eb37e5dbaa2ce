import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  emptyExtractedData,
  type TBulkDocumentResponse,
  type TDocument,
  type TDocumentList,
  type TFolder,
  type TProjectStats,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { addMember, setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contacts, documents } from '../../platform/db/schema';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { ContactsRepository } from '../contacts/contacts.repository';
import { FolderSuggestion } from '../folders/folder-suggestion';
import { FoldersRepository } from '../folders/folders.repository';
import { createDocumentServices } from './document-services';
import { seedDocument } from './testing/seed-documents';

const DAY_MS = 86_400_000;

describe.each(DB_KINDS)('document review over HTTP on %s', (kind) => {
  let t: TestApp;
  let storageDir: string;
  let storage: DiskStorage;
  let owner: string;
  let accountant: string;
  let outsider: string;
  let projectId: string;
  let otherProjectId: string;
  const http = () => api(t.app);

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'papertray-review-'));
    storage = await DiskStorage.open(storageDir);
    t = await createTestApp(kind, { deps: { storage } });
    const ownerUser = await registerUser(t.app);
    owner = ownerUser.accessToken;
    await setPlan(t.database, await userIdByEmail(t.database, ownerUser.email), 'business');
    const acc = await registerUser(t.app);
    accountant = acc.accessToken;
    outsider = (await registerUser(t.app)).accessToken;
    projectId = (await createProject(t.app, owner, { name: 'Review' }))._id;
    otherProjectId = (await createProject(t.app, outsider, { name: 'Elsewhere' }))._id;
    await addMember(t.database, projectId, acc.email, 'accountant');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const newFolder = async (name: string, project = projectId, token = owner) =>
    json<TFolder>(await http().post(`/api/folders/${project}`, { name }, token));
  const newContact = (name: string) =>
    new ContactsRepository(t.database.db).insertCompany(
      { projectId, name, nameKey: name.toLowerCase(), taxId: null, address: null },
      t.database.db,
    );
  const priced = (totalAmount: number, currency = 'EUR') => ({
    ...emptyExtractedData(),
    totalAmount,
    currency,
  });
  const act = async (id: string, action: string, body?: object, token = accountant) =>
    http().post(`/api/documents/${id}/${action}`, body, token);

  it('approves into the suggested folder, or the one chosen; any member may review', async () => {
    const suggested = await newFolder('Suggested');
    const chosen = await newFolder('Chosen');
    const a = await seedDocument(t.database, { projectId, suggestedFolderId: suggested._id });
    const approved = await act(a.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<TDocument>(approved)).toMatchObject({
      state: 'approved',
      folderId: { _id: suggested._id, name: 'Suggested' },
      trashedAt: null,
    });
    expect(json<TDocument>(approved).approvedAt).not.toBeNull();

    const b = await seedDocument(t.database, { projectId, suggestedFolderId: suggested._id });
    const intoChosen = await act(b.id, 'approve', { folderId: chosen._id }, owner);
    expect(json<TDocument>(intoChosen).folderId?._id).toBe(chosen._id);

    // Nothing suggested yet (not processed): the type's default folder.
    const c = await seedDocument(t.database, { projectId, type: 'receipt' });
    expect(json<TDocument>(await act(c.id, 'approve')).folderId?.name).toBe('Receipts');

    // The list names and colours the folder and the suggested one as the detail does.
    const listed = json<TDocumentList>(
      await http().get(`/api/documents?projectId=${projectId}&limit=100`, accountant),
    ).data.find((d) => d._id === b.id);
    expect(listed).toMatchObject({
      folderId: { _id: chosen._id, name: 'Chosen', color: chosen.color },
      suggestedFolderId: { _id: suggested._id, name: 'Suggested', color: suggested.color },
    });
  });

  it('answers 404 for outsiders, unknown documents and folders of another project', async () => {
    const doc = await seedDocument(t.database, { projectId });
    const foreign = await newFolder('Foreign', otherProjectId, outsider);
    for (const action of ['approve', 'trash', 'restore']) {
      expect((await act(doc.id, action, undefined, outsider)).statusCode).toBe(404);
    }
    expect((await http().delete(`/api/documents/${doc.id}`, outsider)).statusCode).toBe(404);
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'trash');
    expect(json(unknown).message).toBe(DOCUMENT_MESSAGES.documentNotFound);
    const wrongFolder = await act(doc.id, 'approve', { folderId: foreign._id });
    expect(wrongFolder.statusCode).toBe(404);
    expect(json(wrongFolder).message).toBe(DOCUMENT_MESSAGES.folderNotFound);
    expect((await act(doc.id, 'move', {})).statusCode).toBe(400);
    expect((await act(doc.id, 'approve')).statusCode).toBe(200);
  });

  it("learns from approvals: the contact's next documents suggest the folder it went to", async () => {
    const contact = await newContact('Learning Supplies');
    const taxes = await newFolder('Taxes');
    const waiting = await seedDocument(t.database, { projectId, contactId: contact.id });
    const first = await seedDocument(t.database, { projectId, contactId: contact.id });
    await act(first.id, 'approve', { folderId: taxes._id });

    const inTray = json<TDocument>(await http().get(`/api/documents/${waiting.id}`, accountant));
    expect(inTray.suggestedFolderId?._id).toBe(taxes._id);
    const next = await seedDocument(t.database, { projectId, contactId: contact.id });
    const suggestion = await new FolderSuggestion(new FoldersRepository(t.database.db)).suggest(
      { projectId, documentId: next.id, contactId: contact.id, type: 'invoice' },
      t.database.db,
    );
    expect(suggestion).toBe(taxes._id);
  });

  it("trashes, restores and moves; the contact's figures leave the trash out", async () => {
    const contact = await newContact('Trash Figures');
    await seedDocument(t.database, {
      projectId,
      contactId: contact.id,
      extractedData: priced(1000),
    });
    const doc = await seedDocument(t.database, {
      projectId,
      contactId: contact.id,
      extractedData: priced(500),
    });
    const figures = async () =>
      (await t.database.db.select().from(contacts).where(eq(contacts.id, contact.id)))[0];

    const trashResponse = await act(doc.id, 'trash');
    expect(trashResponse.statusCode, trashResponse.body).toBe(200);
    const trashed = json<TDocument>(trashResponse);
    expect(trashed.state).toBe('trash');
    expect(trashed.trashedAt).not.toBeNull();
    expect(await figures()).toMatchObject({ documentCount: 1, totals: { EUR: 1000 } });

    const restored = json<TDocument>(await act(doc.id, 'restore'));
    expect(restored).toMatchObject({ state: 'paper_tray', trashedAt: null, folderId: null });
    expect(await figures()).toMatchObject({ documentCount: 2, totals: { EUR: 1500 } });

    const target = await newFolder('Moved here');
    const moved = await act(doc.id, 'move', { folderId: target._id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<TDocument>(moved)).toMatchObject({
      state: 'paper_tray',
      folderId: { _id: target._id },
    });
    // Approving without a folder keeps the one the user moved it to.
    expect(json<TDocument>(await act(doc.id, 'approve')).folderId?._id).toBe(target._id);
  });

  it('deletes for good only from the trash, and the files only when nothing else uses them', async () => {
    const shared = await storage.put(Buffer.from(`shared ${kind}`));
    const own = await storage.put(Buffer.from(`own ${kind}`));
    const thumb = await storage.put(Buffer.from(`thumb ${kind}`));
    const doc = await seedDocument(t.database, {
      projectId,
      fileKey: own.key,
      thumbnailKey: thumb.key,
    });
    const sharing = await seedDocument(t.database, { projectId, fileKey: shared.key });
    // The same file in another project is another row pointing at the same bytes.
    await seedDocument(t.database, { projectId: otherProjectId, fileKey: shared.key });

    const refused = await http().delete(`/api/documents/${doc.id}`, accountant);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe(DOCUMENT_MESSAGES.onlyTrashDeletable);

    for (const d of [doc, sharing]) {
      await act(d.id, 'trash');
      const deleted = await http().delete(`/api/documents/${d.id}`, accountant);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await http().get(`/api/documents/${d.id}`, accountant)).statusCode).toBe(404);
    }
    expect(await storage.exists(own.key)).toBe(false);
    expect(await storage.exists(thumb.key)).toBe(false);
    expect(await storage.exists(shared.key)).toBe(true);
  });

  it('applies one action to many documents, or to none when one is not visible', async () => {
    const folder = await newFolder('Bulk');
    const docs = await Promise.all([1, 2, 3].map(() => seedDocument(t.database, { projectId })));
    const ids = docs.map((d) => d.id);
    const moved = await http().post(
      '/api/documents/bulk',
      { ids, action: 'approve', folderId: folder._id },
      accountant,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<TBulkDocumentResponse>(moved).data.map((d) => d.folderId?._id)).toEqual(
      ids.map(() => folder._id),
    );
    expect(
      (await http().post('/api/documents/bulk', { ids, action: 'move' }, owner)).statusCode,
    ).toBe(400);
    const foreign = await seedDocument(t.database, { projectId: otherProjectId });
    const refused = await http().post(
      '/api/documents/bulk',
      { ids: [...ids, foreign.id], action: 'trash' },
      accountant,
    );
    expect(refused.statusCode).toBe(404);
    const states = await t.database.db
      .select({ state: documents.state })
      .from(documents)
      .where(inArray(documents.id, ids));
    expect(states.filter((s) => s.state === 'trash').length).toBe(0);
  });

  it('counts paper tray, approved and trash in the project stats', async () => {
    const project = (await createProject(t.app, owner, { name: 'Stats' }))._id;
    await seedDocument(t.database, { projectId: project });
    await seedDocument(t.database, { projectId: project, state: 'approved' });
    const trashMe = await seedDocument(t.database, { projectId: project });
    await act(trashMe.id, 'trash', undefined, owner);
    const stats = json<TProjectStats>(await http().get(`/api/projects/${project}/stats`, owner));
    expect(stats.documents).toEqual({ total: 3, paperTray: 1, approved: 1, trash: 1 });
  });

  it('purges trash older than 14 days with its unused files (fake clock)', async () => {
    const project = (await createProject(t.app, owner, { name: 'Purge' }))._id;
    // Close to the real now, so trash the other tests made a moment ago is not 14 days old.
    const now = new Date(Date.now() + 3_600_000);
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const oldFile = await storage.put(Buffer.from(`old ${kind}`));
    const sharedFile = await storage.put(Buffer.from(`still used ${kind}`));
    const recent = await seedDocument(t.database, {
      projectId: project,
      state: 'trash',
      trashedAt: daysAgo(13),
    });
    const old = await seedDocument(t.database, {
      projectId: project,
      state: 'trash',
      trashedAt: daysAgo(15),
      fileKey: oldFile.key,
    });
    await seedDocument(t.database, {
      projectId: project,
      state: 'trash',
      trashedAt: daysAgo(20),
      fileKey: sharedFile.key,
    });
    await seedDocument(t.database, { projectId: otherProjectId, fileKey: sharedFile.key });
    const folder = await newFolder('Purged folder', project);
    await t.database.db
      .update(documents)
      .set({ folderId: folder._id })
      .where(eq(documents.id, old.id));
    // An old approval is not trash, however old.
    const approved = await seedDocument(t.database, {
      projectId: project,
      state: 'approved',
      folderId: folder._id,
      approvedAt: daysAgo(100),
    });

    const services = createDocumentServices({
      db: t.database.db,
      storage,
      log: { warn: () => {}, error: () => {} },
      viewTokenSecret: 'test',
      now: () => now,
    });
    expect(await services.review.purgeTrash()).toBe(2);
    const left = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.projectId, project));
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, approved.id].sort());
    expect(await storage.exists(oldFile.key)).toBe(false);
    expect(await storage.exists(sharedFile.key)).toBe(true);
    const folders = json<TFolder[]>(await http().get(`/api/folders/${project}`, owner));
    expect(folders.find((f) => f._id === folder._id)?.documentCount).toBe(1);
    // Nothing left to purge: a second run deletes nothing.
    expect(await services.review.purgeTrash()).toBe(0);
  });
});
