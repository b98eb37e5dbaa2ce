export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A link worth printing in the log when mail is not really sent (dev outbox), so a developer
   * can follow a reset link without a mail client. Never logged by the SMTP transport.
   */
  devLink?: string;
}

/** Outgoing mail (password reset, invitations). Chosen by config: SMTP or the dev outbox. */
export interface OutgoingMail {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}
