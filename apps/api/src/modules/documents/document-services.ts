import type { FastifyBaseLogger } from 'fastify';
import type { LlmOptions } from '@papertray/extract';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { FileStorage } from '../../platform/storage/file-storage';
import { ContactDetailService } from '../contacts/contact-detail.service';
import { ContactMonthlyRepository } from '../contacts/contact-monthly.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { ContactsService } from '../contacts/contacts.service';
import { FolderSuggestion } from '../folders/folder-suggestion';
import { FoldersRepository } from '../folders/folders.repository';
import { FoldersService } from '../folders/folders.service';
import type { ProjectStatsRegistry } from '../projects/project-stats';
import { ProjectsRepository } from '../projects/projects.repository';
import { PlanLimits } from '../billing/plan-limits';
import { PlanLimitsRepository } from '../billing/plan-limits.repository';
import { AnalysisQuota } from './analysis-quota';
import { DocumentAnalysesRepository } from './document-analyses.repository';
import { DocumentIntakeService, type ProcessingTrigger } from './document-intake.service';
import { DocumentProcessingService } from './document-processing.service';
import { DocumentReviewRepository } from './document-review.repository';
import { DocumentReviewService } from './document-review.service';
import { DocumentViewTokens } from './document-view-urls';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService, type LearningTrigger } from './documents.service';
import { documentsPurgeTrashJob } from './jobs/documents-purge-trash.job';
import { documentsSweepJob } from './jobs/documents-sweep.job';
import { processDocumentJob } from './jobs/process-document.job';
import { MailDocumentsRepository } from './mail-documents.repository';
import { UsualCurrency } from './usual-currency';
import { UsualCurrencyRepository } from './usual-currency.repository';
import { learnFromCorrectionJob } from '../learned-fields/jobs/learn-from-correction.job';
import { LearnedFieldsRepository } from '../learned-fields/learned-fields.repository';
import { LearnedFieldsService } from '../learned-fields/learned-fields.service';

export interface DocumentServicesDeps {
  db: Db;
  storage: FileStorage;
  /** Without a queue (tests), processing runs in this process before the request answers. */
  queue?: JobQueue;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Server secret the short-lived view links are signed with. */
  viewTokenSecret: string;
  /** "Now" for the trash purge and the default chart year; tests pass a fake clock. */
  now?: () => Date;
  /** The optional language model that completes extraction (config LLM_*); null: offline. */
  llm?: LlmOptions | null;
}

export type DocumentServices = ReturnType<typeof createDocumentServices>;

/** The document side (documents, contacts, folders), built the same way for app, workers and tests. */
export function createDocumentServices(deps: DocumentServicesDeps) {
  const { db, storage, queue } = deps;
  const documentsRepo = new DocumentsRepository(db);
  const contactsRepo = new ContactsRepository(db);
  const projectsRepo = new ProjectsRepository(db);
  const foldersRepo = new FoldersRepository(db);
  const limits = new PlanLimits(db, new PlanLimitsRepository(db));
  const contacts = new ContactsService(contactsRepo, projectsRepo);
  const folderSuggestion = new FolderSuggestion(foldersRepo);
  const learnedFieldsRepo = new LearnedFieldsRepository(db);
  const learnedFields = new LearnedFieldsService({
    db,
    repo: learnedFieldsRepo,
    contacts,
    documents: documentsRepo,
    storage,
    log: deps.log,
  });
  const learnJob = learnFromCorrectionJob(learnedFields);
  const learnFromCorrection: LearningTrigger = queue
    ? async (correction) => void (await queue.send(learnJob, correction))
    : async (correction) => {
        // Learning is an extra: a failure never fails the correction.
        await learnedFields
          .learnFromCorrection(correction)
          .catch((error: unknown) =>
            deps.log.warn({ err: error, documentId: correction.documentId }, 'Learning failed'),
          );
      };
  const processing = new DocumentProcessingService({
    db,
    storage,
    documents: documentsRepo,
    contacts,
    folders: folderSuggestion,
    quota: new AnalysisQuota(db, new DocumentAnalysesRepository(), limits),
    learned: learnedFields,
    usualCurrency: new UsualCurrency(new UsualCurrencyRepository(db)),
    llm: deps.llm ?? null,
    log: deps.log,
  });
  const processJob = processDocumentJob(processing);
  // The job id is the run id: sending a run twice queues it once.
  const startProcessing: ProcessingTrigger = queue
    ? async ({ id, processingRunId: runId }) =>
        void (await queue.send(processJob, { documentId: id, runId }, { id: runId }))
    : async ({ id, processingRunId: runId }) => {
        // The document shows the failure; the request that triggered it still succeeds.
        await processing
          .process({ documentId: id, runId, attempt: 1, isLast: true })
          .catch((error: unknown) =>
            deps.log.error({ err: error, documentId: id }, 'Processing failed'),
          );
      };
  const intake = new DocumentIntakeService({
    db,
    storage,
    documents: documentsRepo,
    projects: projectsRepo,
    mail: new MailDocumentsRepository(db),
    limits,
    startProcessing,
  });
  const documents = new DocumentsService(
    documentsRepo,
    intake,
    storage,
    new DocumentViewTokens(deps.viewTokenSecret),
    folderSuggestion,
    db,
    contacts,
    foldersRepo,
    learnFromCorrection,
  );
  const review = new DocumentReviewService({
    db,
    documents: documentsRepo,
    review: new DocumentReviewRepository(db),
    folders: foldersRepo,
    contacts,
    storage,
    present: (row) => documents.present(row),
    log: deps.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const sweepJob = documentsSweepJob(intake);
  return {
    documentsRepo,
    contactsRepo,
    contacts,
    processing,
    intake,
    documents,
    review,
    learnedFields,
    contactDetail: new ContactDetailService({
      db,
      contacts: contactsRepo,
      monthly: new ContactMonthlyRepository(db),
      documents,
      learned: learnedFieldsRepo,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    folders: new FoldersService(foldersRepo, projectsRepo),
    jobs: {
      process: processJob,
      sweep: sweepJob,
      purgeTrash: documentsPurgeTrashJob(review),
      learn: learnJob,
    },
    /** Document and contact figures of GET /projects/{id}/stats. */
    registerStats(stats: ProjectStatsRegistry) {
      stats.register((projectId) => documentsRepo.projectStats(projectId));
    },
  };
}
