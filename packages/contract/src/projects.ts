import { z } from 'zod';
import { ZId, ZTimestamp } from './common';
import { ZRole } from './roles';

export const ZProject = z.object({
  _id: ZId,
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  role: ZRole.describe("The current user's role in this project"),
  ownerId: ZId,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectList = z.array(ZProject);

const ZTags = z.array(z.string().trim().min(1).max(40)).max(20);

export const ZCreateProjectRequest = z.object({
  name: z.string().trim().min(1, 'Please enter a project name').max(100),
  description: z.string().trim().max(1000).default(''),
  tags: ZTags.default([]),
});
export type TCreateProjectRequest = z.input<typeof ZCreateProjectRequest>;

export const ZUpdateProjectRequest = z.object({
  name: z.string().trim().min(1, 'Please enter a project name').max(100).optional(),
  description: z.string().trim().max(1000).optional(),
  tags: ZTags.optional(),
});
export type TUpdateProjectRequest = z.infer<typeof ZUpdateProjectRequest>;

export const ZProjectStats = z.object({
  emails: z.object({ total: z.number(), processed: z.number(), pending: z.number() }),
  documents: z.object({
    total: z.number(),
    paperTray: z.number(),
    approved: z.number(),
    trash: z.number(),
  }),
  attachments: z.object({
    total: z.number(),
    processed: z.number(),
    averageSize: z.number().describe('Average size in bytes'),
  }),
  contacts: z.object({ total: z.number(), companies: z.number(), persons: z.number() }),
});
export type TProjectStats = z.infer<typeof ZProjectStats>;

export const DEFAULT_PROJECT = {
  name: 'Default Project',
  description: 'Your first project to get started',
  tags: ['default'],
} as const;
