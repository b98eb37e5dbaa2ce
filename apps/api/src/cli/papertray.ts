import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ZPlanType } from '@papertray/contract';
import { ConfigError } from '../config';
import { AdminCommandError, AdminService } from '../modules/admin/admin.service';
import { PasswordHasher } from '../modules/auth/passwords';
import { BackupError, BackupService } from '../modules/backup/backup.service';
import { verifyStorage } from '../modules/backup/storage-verification';
import { createDocumentServices } from '../modules/documents/document-services';
import { createInboxSyncJob } from '../modules/inboxes/jobs/inbox-sync.job';
import { createMailServices } from '../modules/inboxes/mail-services';
import { DataDirLockedError } from '../platform/data-dir-lock';
import { openQueue } from '../platform/queue/open-queue';
import { loadSecrets } from '../platform/secrets';
import { adoptBackupSecrets, secretsAsEnv, writeBackupSecrets } from './backup-secrets';
import { openInstall, type CliContext } from './cli-context';

const HELP = `Papertray operator commands: npm run papertray -- <command> [options]

They work on the install the environment (or .env) describes. On the embedded default (PGlite)
stop the server first; on PostgreSQL they run beside it.

  create-user --email E --password P [--name N] [--plan free|professional|business|enterprise]
  set-plan --email E --plan PLAN
  reprocess --project PROJECT_ID        process every document of a project again
  resync --inbox INBOX_ID               queue a sync of an IMAP inbox
  jobs-failed                           list failed jobs
  jobs-retry --id JOB_ID | --all        queue failed jobs again
  verify-storage                        every referenced file exists and hashes to its key
  backup --out DIR                      database + files + manifest of hashes into a new folder
  restore --from DIR                    a backup into an empty install
  migrate --to-database-url URL [--to-storage s3|disk] [--to-data-dir DIR]
                                        copy this embedded install (PGlite + files) into
                                        PostgreSQL and S3 (S3_* variables) and verify it
`;

const OPTIONS = {
  email: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
  plan: { type: 'string' },
  project: { type: 'string' },
  inbox: { type: 'string' },
  id: { type: 'string' },
  all: { type: 'boolean' },
  out: { type: 'string' },
  from: { type: 'string' },
  'to-database-url': { type: 'string' },
  'to-storage': { type: 'string' },
  'to-data-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Options = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

class UsageError extends Error {}

function required(options: Options, name: keyof Options): string {
  const value = options[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function plan(value: string | undefined, fallback?: 'free') {
  const parsed = ZPlanType.safeParse(value ?? fallback);
  if (!parsed.success) {
    throw new UsageError(`--plan must be one of ${ZPlanType.options.join(', ')}`);
  }
  return parsed.data;
}

const log = (message: string) => console.log(message);

/** The server's own services over an opened install, for the commands that act like it. */
async function withAdmin<T>(context: CliContext, run: (admin: AdminService) => Promise<T>) {
  const { config, database, storage } = context;
  const quiet = { warn: console.warn, error: console.error, info: () => {} };
  const queue = openQueue({ ...config, roles: ['web'] }, database, quiet);
  await queue.start();
  try {
    const secrets = loadSecrets(config);
    const documents = createDocumentServices({
      db: database.db,
      storage,
      queue,
      log: quiet,
      viewTokenSecret: secrets.jwtSecret,
      llm: config.llm,
    });
    const mail = createMailServices({
      db: database.db,
      storage,
      encryptionKey: secrets.encryptionKey,
      log: quiet,
    });
    const admin = new AdminService({
      db: database.db,
      queue,
      passwords: new PasswordHasher(),
      documents,
      syncJob: createInboxSyncJob(mail.sync),
    });
    return await run(admin);
  } finally {
    await queue.stop();
  }
}

async function withInstall<T>(run: (context: CliContext) => Promise<T>, env = process.env) {
  const context = await openInstall(env);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

async function backup(out: string) {
  await withInstall(async (context) => {
    const manifest = await new BackupService(context.database, context.storage, log).backup(out);
    await writeBackupSecrets(out, context.config);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    log(`Backup written to ${out}: ${rows} rows, ${manifest.files.count} files`);
    if (manifest.files.missing.length > 0) {
      log(`Warning: ${manifest.files.missing.length} referenced files were missing from storage`);
      process.exitCode = 1;
    }
  });
}

async function restore(from: string, env = process.env) {
  return withInstall(async (context) => {
    const problem = await adoptBackupSecrets(from, context.config);
    if (problem) throw new BackupError(problem);
    const manifest = await new BackupService(context.database, context.storage, log).restore(from);
    log(`Restored ${from}: ${manifest.tables.length} tables, ${manifest.files.count} files`);
    return manifest;
  }, env);
}

async function migrate(options: Options) {
  const url = required(options, 'to-database-url');
  const storage = options['to-storage'] ?? 's3';
  if (storage !== 's3' && storage !== 'disk') throw new UsageError('--to-storage is s3 or disk');
  const source = { ...process.env, DATABASE_URL: '', STORAGE: 'disk' };
  const target: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    STORAGE: storage,
    ...(options['to-data-dir'] ? { DATA_DIR: options['to-data-dir'] } : {}),
  };
  const dir = await mkdtemp(path.join(process.env.TMPDIR ?? '/tmp', 'papertray-migrate-'));
  try {
    const out = path.join(dir, 'backup');
    await withInstall(async (context) => {
      await new BackupService(context.database, context.storage, log).backup(out);
      await writeBackupSecrets(out, context.config);
    }, source);
    // The target gets the source's keys as configuration, not as files.
    const keys = Object.fromEntries(
      (await secretsAsEnv(out)).split('\n').map((line) => line.split('=') as [string, string]),
    );
    await restore(out, { ...target, ...keys });
    const report = await withInstall(
      (context) => verifyStorage(context.database, context.storage),
      { ...target, ...keys },
    );
    if (report.missing.length + report.damaged.length > 0) {
      throw new BackupError(
        `After the copy ${report.missing.length} files are missing and ${report.damaged.length} damaged in the target storage`,
      );
    }
    log(
      `Verified: every row count matches and ${report.checked} file references hash to their keys.`,
    );
    log('Start the new deployment with DATABASE_URL, STORAGE and these keys:');
    log(await secretsAsEnv(out));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function run(command: string | undefined, options: Options): Promise<void> {
  switch (command) {
    case 'create-user': {
      // Arguments are checked before the install is opened: a typo costs no database start.
      const input = {
        email: required(options, 'email'),
        password: required(options, 'password'),
        name: options.name ?? required(options, 'email').split('@')[0]!,
        plan: plan(options.plan, 'free'),
      };
      return withInstall((c) =>
        withAdmin(c, async (admin) => {
          const user = await admin.createUser(input);
          log(`Created ${user.email} (${user.id}) on the ${user.plan} plan`);
        }),
      );
    }
    case 'set-plan': {
      const [email, chosen] = [required(options, 'email'), plan(options.plan)];
      return withInstall((c) =>
        withAdmin(c, async (admin) => {
          const result = await admin.setPlan(email, chosen);
          log(`${result.email}: ${result.previous} -> ${result.plan}`);
        }),
      );
    }
    case 'reprocess':
      return withInstall((c) =>
        withAdmin(c, async (admin) => {
          const count = await admin.reprocessProject(required(options, 'project'));
          log(`Queued ${count} documents for processing`);
        }),
      );
    case 'resync':
      return withInstall((c) =>
        withAdmin(c, async (admin) => {
          const id = await admin.resyncInbox(required(options, 'inbox'));
          log(`Queued sync job ${id}`);
        }),
      );
    case 'jobs-failed':
      return withInstall((c) =>
        withAdmin(c, async (admin) => {
          const jobs = await admin.listFailedJobs();
          for (const job of jobs) {
            log(`${job.id}  ${job.name}  ${job.createdOn.toISOString()}  ${job.error ?? ''}`);
          }
          log(`${jobs.length} failed jobs`);
        }),
      );
    case 'jobs-retry':
      return withInstall((c) =>
        withAdmin(c, async (admin) => {
          if (!options.all && !options.id) throw new UsageError('jobs-retry needs --id or --all');
          const count = await admin.retryFailedJobs(options.all ? 'all' : options.id!);
          log(`Queued ${count} jobs again`);
        }),
      );
    case 'verify-storage':
      return withInstall(async (c) => {
        const report = await verifyStorage(c.database, c.storage, (n) => log(`${n} checked`));
        for (const key of report.missing) log(`missing  ${key}`);
        for (const key of report.damaged) log(`damaged  ${key}`);
        log(
          `${report.checked} file references checked: ${report.missing.length} missing, ${report.damaged.length} damaged`,
        );
        if (report.missing.length + report.damaged.length > 0) process.exitCode = 1;
      });
    case 'backup':
      return backup(required(options, 'out'));
    case 'restore':
      await restore(required(options, 'from'));
      return;
    case 'migrate':
      return migrate(options);
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'Name a command');
  }
}

async function main(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  if (parsed.values.help || parsed.positionals.length === 0) {
    console.log(HELP);
    return;
  }
  try {
    await run(parsed.positionals[0], parsed.values);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${HELP}`);
      process.exit(2);
    }
    const known = [AdminCommandError, BackupError, ConfigError, DataDirLockedError];
    if (known.some((type) => error instanceof type)) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
}

await main(process.argv.slice(2));
