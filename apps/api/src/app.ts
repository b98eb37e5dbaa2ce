import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PLAN_TYPES, PRODUCT_NAME, type TPublicConfig } from '@papertray/contract';
import type { AppConfig } from './config';
import { AccessTokens } from './modules/auth/access-token';
import { AuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import {
  createAltchaBotCheck,
  createDisabledBotCheck,
  createTurnstileBotCheck,
  type BotCheck,
} from './modules/auth/bot-check';
import { ExternalIdentityVerifier } from './modules/auth/external-identity';
import { PasswordHasher } from './modules/auth/passwords';
import { SessionsService } from './modules/auth/sessions.service';
import { BillingRepository } from './modules/billing/billing.repository';
import { billingRoutes } from './modules/billing/billing.routes';
import { BillingService } from './modules/billing/billing.service';
import { DemoCheckoutTokens } from './modules/billing/demo-checkout';
import { PlanLimits } from './modules/billing/plan-limits';
import { PlanLimitsRepository } from './modules/billing/plan-limits.repository';
import { StripePayments } from './modules/billing/stripe-payments';
import { ProjectStatsRegistry } from './modules/projects/project-stats';
import { ProjectsRepository } from './modules/projects/projects.repository';
import { projectsRoutes } from './modules/projects/projects.routes';
import { ProjectEmailRepository } from './modules/project-email/project-email.repository';
import { projectEmailRoutes } from './modules/project-email/project-email.routes';
import { ProjectEmailService } from './modules/project-email/project-email.service';
import { ProjectsService } from './modules/projects/projects.service';
import { metricsRoutes } from './modules/system/metrics.routes';
import { createOperationsMetrics } from './modules/system/operations-metrics';
import { OperationsMetricsRepository } from './modules/system/operations-metrics.repository';
import { systemRoutes } from './modules/system/system.routes';
import { UsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';
import { attachmentsRoutes } from './modules/attachments/attachments.routes';
import { AttachmentsRepository } from './modules/attachments/attachments.repository';
import { AttachmentsService } from './modules/attachments/attachments.service';
import { StoredFileCleanup } from './modules/attachments/stored-file-cleanup';
import { DocumentReviewRepository } from './modules/documents/document-review.repository';
import { AttachmentViewTokens } from './modules/attachments/view-token';
import { EmailsRepository } from './modules/emails/emails.repository';
import { emailsRoutes } from './modules/emails/emails.routes';
import { EmailsService } from './modules/emails/emails.service';
import { createInboxSyncJob } from './modules/inboxes/jobs/inbox-sync.job';
import { createMailServices } from './modules/inboxes/mail-services';
import { inboxesRoutes } from './modules/inboxes/inboxes.routes';
import { InboxesService, type SyncTrigger } from './modules/inboxes/inboxes.service';
import { watchersCue } from './modules/inboxes/jobs/reconcile-inbox-watchers.job';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { learnedFieldsRoutes } from './modules/learned-fields/learned-fields.routes';
import { createDocumentServices } from './modules/documents/document-services';
import { documentsRoutes } from './modules/documents/documents.routes';
import { foldersRoutes } from './modules/folders/folders.routes';
import { ExportsRepository } from './modules/exports/exports.repository';
import { exportsRoutes } from './modules/exports/exports.routes';
import { ExportsService } from './modules/exports/exports.service';
import type { JobQueue } from './platform/queue/job-queue';
import { createStorage } from './platform/storage/create-storage';
import type { FileStorage } from './platform/storage/file-storage';
import type { DatabaseHandle } from './platform/db/database';
import { databaseRateLimitStore } from './platform/http/database-rate-limit-store';
import { RateLimitRepository } from './platform/http/rate-limit.repository';
import { createAuthenticate } from './platform/http/authenticate';
import { createSerializerCompiler } from './platform/http/compiled-serializer';
import { registerErrorHandling } from './platform/http/error-handler';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerSpa } from './platform/http/spa';
import { ApiRequestLogController, createLogger } from './platform/logger';
import { httpRequestDuration } from './platform/metrics/process-metrics';
import { openOutgoingMail } from './platform/mail/open-mail';
import type { OutgoingMail } from './platform/mail/outgoing-mail';
import { WEB_DIST_DIR } from './platform/paths';
import { MailDelivery } from './modules/mail/mail-delivery';
import { createInvitationMailListener } from './modules/teams/invitation-mail-listener';
import { TeamsRepository } from './modules/teams/teams.repository';
import { invitationRoutes, projectTeamRoutes } from './modules/teams/teams.routes';
import { TeamsService } from './modules/teams/teams.service';
import type { Secrets } from './platform/secrets';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  secrets: Secrets;
  /** Outgoing mail; default from config (SMTP or the dev outbox), a recording fake in tests. */
  mail?: OutgoingMail;
  /** Built SPA directory; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Tests pass a cheaper argon2 cost; production uses ARGON2_COST. */
  passwords?: PasswordHasher;
  /** Outbound HTTP (Turnstile, OIDC discovery); injectable so tests hit local servers. */
  fetch?: typeof fetch;
  /** File storage; default from config (STORAGE=disk|s3), closed with the app when opened here. */
  storage?: FileStorage;
  /** Job queue; without one (tests), "sync now" runs the sync in this process before answering. */
  queue?: JobQueue;
  /** The time for expiries (invitations); tests move it forward. */
  clock?: () => Date;
  /** Sees every route as it is registered (the authorization matrix test lists them all). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** false silences request logs (tests); default: pino per config. */
  logger?: FastifyServerOptions['logger'];
  /** The process's logger (main.ts), shared with the database and the queue; wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
}

export function publicConfig(config: AppConfig): TPublicConfig {
  return {
    productName: PRODUCT_NAME,
    botCheck: {
      provider: config.botCheck.provider,
      siteKey: config.botCheck.provider === 'turnstile' ? config.botCheck.turnstileSiteKey : null,
      challengeUrl: config.botCheck.provider === 'altcha' ? '/api/auth/altcha-challenge' : null,
    },
    externalAuth: config.oidc
      ? {
          issuer: config.oidc.issuer,
          clientId: config.oidc.clientId,
          audience: config.oidc.audience,
          buttonLabel: config.oidc.buttonLabel,
        }
      : null,
    mailDomain: config.mail.domain,
    plans: [...PLAN_TYPES],
    supportEmail: config.supportEmail,
    bookingUrl: config.bookingUrl,
  };
}

function createBotCheck(deps: AppDeps, repo: AuthRepository): BotCheck {
  const { botCheck } = deps.config;
  if (botCheck.provider === 'altcha') return createAltchaBotCheck(deps.secrets.altchaHmacKey, repo);
  if (botCheck.provider === 'turnstile' && botCheck.turnstileSecretKey) {
    return createTurnstileBotCheck(botCheck.turnstileSecretKey, deps.fetch);
  }
  return createDisabledBotCheck();
}

/** Builds the whole HTTP application from its dependencies; main.ts and tests both call this. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.loggerInstance || deps.logger === undefined
      ? { loggerInstance: deps.loggerInstance ?? createLogger(config) }
      : { logger: deps.logger }),
    logController: new ApiRequestLogController(),
    trustProxy: config.trustProxy,
    // Bodies are small JSON documents; uploads get their own limit in their module.
    bodyLimit: 1024 * 1024,
    // Every log line of a request carries its id; a proxy's X-Request-Id is kept end to end.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Tests (vitest, and the e2e server with NODE_ENV=test) check every response against zod too;
  // `npm start` (development) and production serve the compiled text alone.
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.nodeEnv === 'test' }));
  app.decorateRequest('auth', null);
  // A POST without a body but with a JSON content type (as generic clients send) is an empty body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('The request body is not valid JSON') as Error & {
        statusCode: number;
      };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  registerErrorHandling(app);
  // Labelled by the route's pattern, never the raw URL: ids would make a series per request.
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    turnstile: config.botCheck.provider === 'turnstile',
    oidcIssuer: config.oidc?.issuer ?? null,
  });
  // Counters in the database: N web processes enforce one limit per client (decision 071).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(new RateLimitRepository(deps.database.db)),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Same reason as in security-headers: no forced https upgrade on plain-http installs.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
  });

  const { db } = deps.database;
  const log: FastifyBaseLogger = app.log;
  const mail = deps.mail ?? openOutgoingMail(config, log);
  if (!deps.mail) app.addHook('onClose', () => mail.close());
  const { queue } = deps;
  const mailDelivery = new MailDelivery(mail, queue, log);
  const teamsRepo = new TeamsRepository(db);
  mailDelivery.setListener(createInvitationMailListener(teamsRepo, deps.clock));
  const usersRepo = new UsersRepository(db);
  const authRepo = new AuthRepository(db);
  const accessTokens = new AccessTokens(deps.secrets.jwtSecret);
  const passwords = deps.passwords ?? new PasswordHasher();
  const sessions = new SessionsService(db, authRepo, accessTokens);
  const externalIdentity = config.oidc
    ? new ExternalIdentityVerifier(
        { issuer: config.oidc.issuer, audience: config.oidc.audience },
        deps.fetch,
      )
    : null;
  const auth = new AuthService({
    db,
    users: usersRepo,
    repo: authRepo,
    sessions,
    passwords,
    mail: mailDelivery,
    externalIdentity,
    publicUrl: config.publicUrl,
    log,
  });
  const users = new UsersService(usersRepo, authRepo, passwords);
  const stats = new ProjectStatsRegistry();
  const projectsRepo = new ProjectsRepository(db);
  const planLimits = new PlanLimits(db, new PlanLimitsRepository(db), deps.clock);
  const projects = new ProjectsService(db, projectsRepo, usersRepo, stats, planLimits);
  const authenticate = createAuthenticate(accessTokens);
  const teams = new TeamsService({
    db,
    repo: teamsRepo,
    projects: projectsRepo,
    users: usersRepo,
    sessions,
    passwords,
    mail: mailDelivery,
    limits: planLimits,
    publicUrl: config.publicUrl,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });

  const storage = deps.storage ?? (await createStorage(config.storageConfig));
  if (!deps.storage) app.addHook('onClose', () => storage.close());
  const mailServices = createMailServices({
    db,
    storage,
    encryptionKey: deps.secrets.encryptionKey,
    log,
  });
  const syncJob = createInboxSyncJob(mailServices.sync);
  const triggerSync: SyncTrigger = queue
    ? async (inboxId) => void (await queue.send(syncJob, { inboxId }))
    : async (inboxId) => void (await mailServices.sync.sync(inboxId));
  // The scheduler's IDLE watchers hear of inbox changes within seconds (pg-boss, so across
  // processes and on PGlite alike); without a queue or IDLE there is nobody to tell.
  const cueWatchers = watchersCue(queue, config.imapIdle.enabled, log);
  const inboxes = new InboxesService({
    db,
    repo: mailServices.inboxesRepo,
    projects: projectsRepo,
    cipher: mailServices.cipher,
    triggerSync,
    cueWatchers,
    files: new StoredFileCleanup(new DocumentReviewRepository(db), storage, log),
    limits: planLimits,
  });
  const emailsRepo = new EmailsRepository(db);
  const attachmentsRepo = new AttachmentsRepository(db);
  const viewTokens = new AttachmentViewTokens(deps.secrets.jwtSecret);
  const emails = new EmailsService(
    emailsRepo,
    mailServices.inboxesRepo,
    attachmentsRepo,
    viewTokens,
    storage,
    projectsRepo,
  );
  const attachments = new AttachmentsService(attachmentsRepo, viewTokens, storage);
  stats.register((projectId) => emailsRepo.projectStats(projectId));
  const documentServices = createDocumentServices({
    db,
    storage,
    queue,
    log,
    viewTokenSecret: deps.secrets.jwtSecret,
    llm: config.llm,
  });
  documentServices.registerStats(stats);

  await app.register(systemRoutes, {
    prefix: '/api',
    database: deps.database,
    dataDir: config.dataDir,
    publicConfig: publicConfig(config),
  });
  await app.register(metricsRoutes, {
    prefix: '/api',
    token: config.metricsToken,
    operations: createOperationsMetrics(new OperationsMetricsRepository(db)),
  });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    sessions,
    botCheck: createBotCheck(deps, authRepo),
    accessTokens,
    rateLimitPerMinute: config.authRateLimit,
  });
  await app.register(usersRoutes, { prefix: '/api/users', users, authenticate });
  await app.register(projectsRoutes, { prefix: '/api/projects', projects, authenticate });
  await app.register(projectEmailRoutes, {
    prefix: '/api/projects',
    projectEmail: new ProjectEmailService(
      db,
      new ProjectEmailRepository(db),
      projectsRepo,
      config.mail.domain,
    ),
    authenticate,
  });
  const teamsOptions = { teams, authenticate, rateLimitPerMinute: config.authRateLimit };
  await app.register(invitationRoutes, { prefix: '/api/teams', ...teamsOptions });
  await app.register(projectTeamRoutes, { prefix: '/api/projects', ...teamsOptions });
  await app.register(inboxesRoutes, {
    prefix: '/api/inboxes',
    inboxes,
    authenticate,
    testConnectionPerMinute: config.authRateLimit,
  });
  await app.register(emailsRoutes, { prefix: '/api/emails', emails, authenticate });
  await app.register(attachmentsRoutes, { prefix: '/api/attachments', attachments, authenticate });
  await app.register(documentsRoutes, {
    prefix: '/api/documents',
    documents: documentServices.documents,
    intake: documentServices.intake,
    review: documentServices.review,
    authenticate,
  });
  await app.register(contactsRoutes, {
    prefix: '/api/contacts',
    contacts: documentServices.contacts,
    detail: documentServices.contactDetail,
    authenticate,
  });
  await app.register(learnedFieldsRoutes, {
    prefix: '/api/contacts',
    learnedFields: documentServices.learnedFields,
    authenticate,
  });
  await app.register(foldersRoutes, {
    prefix: '/api/folders',
    folders: documentServices.folders,
    authenticate,
  });
  await app.register(exportsRoutes, {
    prefix: '/api/exports',
    exports: new ExportsService(new ExportsRepository(db), projectsRepo, planLimits, storage, log),
    authenticate,
  });
  await app.register(billingRoutes, {
    prefix: '/api/billing',
    billing: new BillingService({
      db,
      repo: new BillingRepository(db),
      limits: planLimits,
      stripe: config.stripe
        ? new StripePayments(
            // Loaded only with Stripe settings: the SDK is large (decision 061).
            (await import('./modules/billing/stripe-client')).createStripeClient(config.stripe),
            config.stripe.webhookSecret,
            config.publicUrl,
          )
        : null,
      demo: new DemoCheckoutTokens(deps.secrets.jwtSecret),
      log,
    }),
    authenticate,
  });
  await registerSpa(app, deps.webDistDir ?? WEB_DIST_DIR);

  return app;
}
