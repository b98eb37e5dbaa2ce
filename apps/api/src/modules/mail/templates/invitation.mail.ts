import {
  INVITATION_TTL_DAYS,
  PRODUCT_NAME,
  ROLE_DESCRIPTIONS,
  type TRole,
} from '@papertray/contract';
import type { OutgoingMessage } from '../../../platform/mail/outgoing-mail';
import { renderMail } from './layout';

const ROLE_NAMES: Record<TRole, string> = {
  owner: 'owner',
  admin: 'admin',
  accountant: 'accountant',
};

export function invitationMail(input: {
  to: string;
  inviterName: string;
  projectName: string;
  role: TRole;
  link: string;
  expiresAt: Date;
}): OutgoingMessage {
  const expires = input.expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC');
  const rendered = renderMail({
    preheader: `${input.inviterName} invited you to ${input.projectName} on ${PRODUCT_NAME}.`,
    heading: `Join ${input.projectName} on ${PRODUCT_NAME}`,
    paragraphs: [
      `${input.inviterName} invited you to the team of the project "${input.projectName}" as ${ROLE_NAMES[input.role]}.`,
      `${ROLE_DESCRIPTIONS[input.role]}.`,
      `Open the invitation to accept or decline it. You can create an account with this address (${input.to}) or sign in to the one you have.`,
    ],
    action: { label: 'Open the invitation', url: input.link },
    notes: [
      `The invitation expires in ${INVITATION_TTL_DAYS} days (${expires}) and only works for ${input.to}.`,
      'If you did not expect it, ignore this email.',
    ],
  });
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.projectName} on ${PRODUCT_NAME}`,
    ...rendered,
    devLink: input.link,
  };
}
