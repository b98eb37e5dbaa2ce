/**
 * The one drizzle schema of the product. Each domain appends its tables here (or in a file
 * re-exported from here) so drizzle-kit sees every table when it generates a migration.
 * SQL must run on PostgreSQL 15 and PGlite (PostgreSQL 18).
 */
export * from './tables/users';
export * from './tables/auth';
export * from './tables/projects';
export * from './tables/inboxes';
export * from './tables/emails';
export * from './tables/folders';
export * from './tables/contacts';
export * from './tables/documents';
export * from './tables/project-emails';
export * from './tables/invitations';
export * from './tables/billing';
export * from './tables/learned-fields';
export * from './tables/rate-limits';
