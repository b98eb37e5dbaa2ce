/** Maps a Windows code page number to a WHATWG encoding label that Node's TextDecoder knows. */
function encodingForCodepage(codepage: number): string {
  if (codepage >= 1250 && codepage <= 1258) return `windows-${codepage}`;
  if (codepage >= 28591 && codepage <= 28606) return `iso-8859-${codepage - 28590}`;
  const known: Record<number, string> = {
    437: 'ibm866', // no CP437 in WHATWG; only used for 8.3 names, close enough for ASCII
    866: 'ibm866',
    874: 'windows-874',
    932: 'shift_jis',
    936: 'gbk',
    949: 'euc-kr',
    950: 'big5',
    20866: 'koi8-r',
    21866: 'koi8-u',
    65001: 'utf-8',
  };
  return known[codepage] ?? 'windows-1252';
}

/** 8-bit string in the message's code page, cut at the first NUL (TNEF strings are C strings). */
export function decodeString8(data: Buffer, codepage: number): string {
  const nul = data.indexOf(0);
  const bytes = nul === -1 ? data : data.subarray(0, nul);
  try {
    return new TextDecoder(encodingForCodepage(codepage)).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

export function decodeUnicode(data: Buffer): string {
  const text = data.subarray(0, data.length - (data.length % 2)).toString('utf16le');
  const nul = text.indexOf('\u0000');
  return nul === -1 ? text : text.slice(0, nul);
}
