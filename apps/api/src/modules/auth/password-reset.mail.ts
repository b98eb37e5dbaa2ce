import { PRODUCT_NAME } from '@papertray/contract';
import type { OutgoingMessage } from '../../platform/mail/outgoing-mail';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  link: string;
}): OutgoingMessage {
  const text = [
    `Hello ${input.name},`,
    '',
    `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    'Open this link to choose a new password. It works once and expires in 1 hour:',
    '',
    input.link,
    '',
    'If you did not ask for this, ignore this email; your password stays unchanged.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone asked to reset the password of your ${PRODUCT_NAME} account.</p>
<p><a href="${escapeHtml(input.link)}">Choose a new password</a> (works once, expires in 1 hour).</p>
<p>If you did not ask for this, ignore this email; your password stays unchanged.</p>`;
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text,
    html,
    devLink: input.link,
  };
}
