import type { ImapFlow } from 'imapflow';
import type { TServerMailbox } from '@papertray/contract';

/** The server's selectable folders, INBOX first. */
export async function listMailboxes(client: ImapFlow): Promise<TServerMailbox[]> {
  const folders = await client.list();
  return folders
    .filter((f) => !f.flags.has('\\Noselect') && !f.flags.has('\\NonExistent'))
    .map((f) => ({
      path: f.path,
      name: f.name,
      delimiter: f.delimiter ?? '/',
      specialUse: f.specialUse ?? null,
    }))
    .sort((a, b) =>
      a.path === 'INBOX' ? -1 : b.path === 'INBOX' ? 1 : a.path.localeCompare(b.path),
    );
}
