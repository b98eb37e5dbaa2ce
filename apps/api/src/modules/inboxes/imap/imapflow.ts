/** imapflow's client, imported on demand through loadImapFlow (imap-connection.ts). */
export { ImapFlow } from 'imapflow';
