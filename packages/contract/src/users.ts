import { z } from 'zod';
import { ZId, ZTimestamp } from './common';
import { ZPlanType } from './plans';
import { ZNewPassword } from './auth';

export const ZUserProfile = z.object({
  _id: ZId,
  name: z.string(),
  email: z.string(),
  plan: ZPlanType.describe("The user's own plan; limits count the projects they own"),
  picture: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

export const ZUpdateProfileRequest = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name').max(100).optional(),
    currentPassword: z.string().max(200).optional(),
    newPassword: ZNewPassword.optional(),
  })
  .refine((v) => !v.newPassword || !!v.currentPassword, {
    message: 'Please enter your current password to set a new one',
    path: ['currentPassword'],
  });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
