/**
 * IMAP sequence sets for UIDs (ascending): runs collapse into ranges ("1:2111,2113:30000").
 * imapflow writes a UID array out one number at a time, so a folder of 30,000 mails asked for in
 * one command makes a line Dovecot refuses (BAD, beyond imap_max_line_length).
 */
export function uidSet(uids: readonly number[]): string {
  const parts: string[] = [];
  let start = uids[0];
  let end = start;
  for (const uid of uids.slice(1)) {
    if (uid === end! + 1) {
      end = uid;
      continue;
    }
    parts.push(start === end ? `${start}` : `${start}:${end}`);
    start = end = uid;
  }
  if (start !== undefined) parts.push(start === end ? `${start}` : `${start}:${end}`);
  return parts.join(',');
}

/**
 * The UIDs in slices whose sequence sets stay short: a folder with gaps everywhere (every other
 * mail deleted) has no long runs to collapse.
 */
export function uidSetSlices(uids: readonly number[], maxPerSlice: number): string[] {
  const slices: string[] = [];
  for (let i = 0; i < uids.length; i += maxPerSlice) {
    slices.push(uidSet(uids.slice(i, i + maxPerSlice)));
  }
  return slices;
}
