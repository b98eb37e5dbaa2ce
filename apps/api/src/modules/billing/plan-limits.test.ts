import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardLimit, PLANS, type TPlanType } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  documentAnalyses,
  documents,
  emails,
  inboxes,
  projectMembers,
  projects,
  users,
} from '../../platform/db/schema';
import { AnalysisQuota } from '../documents/analysis-quota';
import { DocumentAnalysesRepository } from '../documents/document-analyses.repository';
import { facturXPdf } from '../documents/testing/document-fixtures';
import { multipart } from '../documents/testing/multipart';
import { MailQuota } from '../inboxes/sync/mail-quota';
import { analysisMonth, PlanLimits } from './plan-limits';
import { PlanLimitsRepository } from './plan-limits.repository';

const GB = 1024 ** 3;

/**
 * Every limit at its grace boundary, through the action that spends it: at the limit N the next
 * one is still taken (grace), up to N + 20% (rounded down), and the one after is refused with a
 * message naming the limit and the plan that lifts it.
 */
describe.each(DB_KINDS)('plan limits at their grace boundary (limit + 20%%) on %s', (kind) => {
  let t: TestApp;
  let limits: PlanLimits;
  const http = () => api(t.app);

  beforeAll(async () => {
    t = await createTestApp(kind);
    limits = new PlanLimits(t.database.db, new PlanLimitsRepository(t.database.db));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  async function owner(plan: TPlanType) {
    const user = await registerUser(t.app);
    const userId = await userIdByEmail(t.database, user.email);
    await setPlan(t.database, userId, plan);
    return { token: user.accessToken, userId };
  }

  /** Extra projects straight in the database (the first one comes from the API). */
  async function seedProjects(ownerId: string, n: number) {
    if (n <= 0) return;
    await t.database.db
      .insert(projects)
      .values(Array.from({ length: n }, (_, i) => ({ name: `Seed ${i}`, ownerId })));
  }

  it('projects: Free allows 1 (N = N + 20%), the second is refused naming Professional', async () => {
    const { token } = await owner('free');
    await createProject(t.app, token, { name: 'One' });
    const refused = await http().post('/api/projects', { name: 'Two' }, token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(
      'Your Free plan allows 1 project. Upgrade to Professional for more.',
    );
  });

  it('projects: Professional takes the 6th (grace) and refuses the 7th', async () => {
    const { token, userId } = await owner('professional');
    expect(hardLimit(PLANS.professional.limits.projects)).toBe(6);
    await seedProjects(userId, 4);
    await createProject(t.app, token, { name: 'Fifth, at the limit' });
    await createProject(t.app, token, { name: 'Sixth, in the grace' });
    const refused = await http().post('/api/projects', { name: 'Seventh' }, token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(
      'Your Professional plan allows 5 projects. Upgrade to Business for more.',
    );
  });

  it('email accounts: Professional takes the 6th inbox and refuses the 7th (inbox creation checks here after its IMAP test)', async () => {
    const { token, userId } = await owner('professional');
    const project = await createProject(t.app, token, { name: 'Mail' });
    const addInbox = async () => {
      await t.database.db.transaction(async (tx) => {
        await limits.assertWithin('emailAccounts', { ownerId: userId }, { tx });
        await tx.insert(inboxes).values({
          projectId: project._id,
          name: 'Box',
          emailAddress: `${randomUUID()}@example.com`,
          host: 'imap.example.com',
          port: 993,
          username: 'box',
          passwordSealed: 'sealed',
          security: 'tls',
          syncFromDate: new Date(),
        });
      });
    };
    for (let i = 0; i < 6; i++) await addInbox();
    await expect(addInbox()).rejects.toMatchObject({
      status: 403,
      message: 'Your Professional plan allows 5 email accounts. Upgrade to Business for more.',
    });
  });

  it('emails per month: Free takes mail up to 120 this month, then none (last month does not count)', async () => {
    const { token } = await owner('free');
    const project = await createProject(t.app, token, { name: 'Mail' });
    const quota = new MailQuota(limits);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const seedEmails = async (n: number, createdAt: Date) => {
      await t.database.db.insert(emails).values(
        Array.from({ length: n }, () => ({
          projectId: project._id,
          source: 'smtp' as const,
          messageId: `<${randomUUID()}@test>`,
          date: createdAt,
          rawKey: randomUUID(),
          rawSize: 10,
          createdAt,
        })),
      );
    };
    await seedEmails(500, lastMonth);
    await seedEmails(100, now);
    expect((await quota.allowance(project._id)).remaining).toBe(20);
    await seedEmails(19, now);
    expect((await quota.allowance(project._id)).remaining).toBe(1);
    await seedEmails(1, now);
    const full = await quota.allowance(project._id);
    expect(full.remaining).toBe(0);
    expect(full.message).toMatch(
      /^Your Free plan allows 100 emails per month\. Upgrade to Professional for more\./,
    );
  });

  it('AI analyses per month: Free analyses the 51st to 60th document and refuses the 61st', async () => {
    const { token } = await owner('free');
    const project = await createProject(t.app, token, { name: 'Docs' });
    const quota = new AnalysisQuota(t.database.db, new DocumentAnalysesRepository(), limits);
    const month = analysisMonth(new Date());
    await t.database.db.insert(documentAnalyses).values(
      Array.from({ length: 50 }, () => ({
        projectId: project._id,
        documentId: randomUUID(),
        month,
      })),
    );
    for (let i = 51; i <= 60; i++) {
      expect(await quota.claim(project._id, randomUUID())).toEqual({ allowed: true });
    }
    const refused = await quota.claim(project._id, randomUUID());
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed ? '' : refused.message).toMatch(
      /^Your Free plan allows 50 documents \(AI analyses\) per month\. Upgrade to Professional for more\./,
    );
  });

  it('storage: Free uploads up to 1.2 GB, refuses the upload past it, and stops taking mail', async () => {
    const { token, userId } = await owner('free');
    const project = await createProject(t.app, token, { name: 'Files' });
    const upload = async (content: Buffer) => {
      const form = multipart({ projectId: project._id, source: 'manual_upload' }, [
        { filename: 'invoice.pdf', content },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        payload: form.payload,
      });
    };
    // Stored bytes are counted from rows; one seeded row stands for a gigabyte of uploads.
    const [seed] = await t.database.db
      .insert(documents)
      .values({
        projectId: project._id,
        name: 'big.pdf',
        originalFilename: 'big.pdf',
        fileKey: randomUUID(),
        size: 1 * GB,
        mimeType: 'application/pdf',
        source: 'manual_upload',
      })
      .returning();
    // At the limit: still taken (grace).
    expect((await upload(await facturXPdf({ visibleText: 'a' }))).statusCode).toBe(201);
    const ceiling = hardLimit(PLANS.free.limits.storageBytes) ?? 0;
    const fileB = await facturXPdf({ visibleText: 'b' });
    const used = await limits.used('storageBytes', userId);
    await t.database.db
      .update(documents)
      .set({ size: 1 * GB + (ceiling - used - fileB.length) })
      .where(eq(documents.id, seed!.id));
    // Exactly fills the ceiling: still taken.
    expect((await upload(fileB)).statusCode).toBe(201);
    expect(await limits.used('storageBytes', userId)).toBe(ceiling);
    const refused = await upload(await facturXPdf({ visibleText: 'c' }));
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(
      'Your Free plan allows 1 GB of storage. Upgrade to Professional for more.',
    );
    const mail = await new MailQuota(limits).allowance(project._id);
    expect(mail.remaining).toBe(0);
    expect(mail.message).toMatch(/^Your Free plan allows 1 GB of storage\./);
  });

  it('members: Professional seats the 6th person and refuses the 7th; a person already in a team takes no seat', async () => {
    const { token, userId } = await owner('professional');
    const project = await createProject(t.app, token, { name: 'Team' });
    const second = await createProject(t.app, token, { name: 'Team 2' });
    const addPerson = async (projectId: string, personId?: string) => {
      await t.database.db.transaction(async (tx) => {
        const id =
          personId ??
          (
            await tx
              .insert(users)
              .values({ email: `${randomUUID()}@example.com`, name: 'Member' })
              .returning()
          )[0]!.id;
        await limits.assertMemberSeats(projectId, { userId: id, tx });
        await tx.insert(projectMembers).values({ projectId, userId: id, role: 'accountant' });
      });
    };
    // The owner is the first of 5; four more reach the limit, the 6th is the grace.
    for (let i = 0; i < 5; i++) await addPerson(project._id);
    expect(await limits.used('members', userId)).toBe(6);
    await expect(addPerson(project._id)).rejects.toMatchObject({
      status: 403,
      message: 'Your Professional plan allows 5 team members. Upgrade to Business for more.',
    });
    const [existing] = await t.database.db
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(eq(projectMembers.role, 'accountant'))
      .limit(1);
    await addPerson(second._id, existing!.userId);
    expect(await limits.used('members', userId)).toBe(6);
  });

  it('an unlimited limit never refuses (Enterprise projects)', async () => {
    const { userId } = await owner('enterprise');
    const check = await limits.check('projects', { ownerId: userId }, { adding: 1_000_000 });
    expect(check).toMatchObject({ allowed: true, limit: null, remaining: null });
  });
});
