/**
 * Thrown only when the input is not an email at all (empty, or its first line is not a header
 * field). Anything that looks like a mail is parsed best effort and oddities become warnings.
 */
export class MailParseError extends Error {
  override readonly name = 'MailParseError';
}
