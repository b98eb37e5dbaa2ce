import { PRODUCT_NAME } from '@papertray/contract';
import type { OutgoingMessage } from '../../../platform/mail/outgoing-mail';
import { renderMail } from './layout';

export function passwordResetMail(input: {
  to: string;
  name: string;
  link: string;
}): OutgoingMessage {
  const rendered = renderMail({
    preheader: 'Choose a new password. The link works once and expires in 1 hour.',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${input.name},`,
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. Open the link to choose a new password. It works once and expires in 1 hour.`,
    ],
    action: { label: 'Choose a new password', url: input.link },
    notes: ['If you did not ask for this, ignore this email; your password stays unchanged.'],
  });
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    ...rendered,
    devLink: input.link,
  };
}
