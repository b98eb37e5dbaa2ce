/**
 * What the receiver answers when it refuses something. smtp-server prefixes the enhanced status
 * code that belongs to the reply code (550 → 5.1.1, 451 → 4.3.0, 452 → 4.2.2 ...; none on the
 * connection greeting), so the texts carry none. 4xx replies make the sending server keep the
 * mail and retry; 5xx bounce it.
 */
export const SMTP_REPLIES = {
  noSuchMailbox: { code: 550, text: 'Recipient address rejected: no such mailbox' },
  tooManyConnections: {
    code: 421,
    text: 'Too many connections from your address, try again in a minute',
  },
  tooManyMessages: {
    code: 450,
    text: 'Too many messages from your address, try again in a minute',
  },
  /** RFC 5321's own meaning of 452; the sender keeps the mail and retries. */
  storageFull: {
    code: 452,
    text: 'Insufficient system storage, please try again later',
  },
  storeFailed: {
    code: 451,
    text: 'Temporary failure while storing the message, please try again later',
  },
} as const;

export type SmtpReply = { code: number; text: string };

export function tooLarge(maxBytes: number): SmtpReply {
  return { code: 552, text: `Message size exceeds the limit of ${maxBytes} bytes` };
}

export function monthlyLimitReached(planName: string): SmtpReply {
  return {
    code: 452,
    text: `Monthly email limit of the ${planName} plan reached; the project takes mail again next month or after an upgrade`,
  };
}

/** The error shape smtp-server turns into a reply line. */
export function smtpError(reply: SmtpReply): Error & { responseCode: number } {
  return Object.assign(new Error(reply.text), { responseCode: reply.code });
}
