/** How deep attached messages (message/rfc822, TNEF) are unpacked by default. */
export const DEFAULT_MAX_DEPTH = 10;
