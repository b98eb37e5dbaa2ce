import { PRODUCT_NAME, ROLE_DESCRIPTIONS, type TRole } from '@papertray/contract';
import type { OutgoingMessage } from '../../../platform/mail/outgoing-mail';
import { renderMail } from './layout';

/** Confirms to a new member that they are in the project's team now, with a link to it. */
export function memberAddedMail(input: {
  to: string;
  name: string;
  projectName: string;
  role: TRole;
  link: string;
}): OutgoingMessage {
  const rendered = renderMail({
    preheader: `You are now a member of ${input.projectName}.`,
    heading: `You were added to ${input.projectName}`,
    paragraphs: [
      `Hello ${input.name},`,
      `You are now a member of the project "${input.projectName}" on ${PRODUCT_NAME}, as ${input.role}. ${ROLE_DESCRIPTIONS[input.role]}.`,
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: input.link },
    notes: ['Pick the project in the project selector to work in it.'],
  });
  return {
    to: input.to,
    subject: `You were added to ${input.projectName} on ${PRODUCT_NAME}`,
    ...rendered,
    devLink: input.link,
  };
}
