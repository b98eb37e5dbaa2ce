import { Cursor } from './cursor';
import { PT, readMapiProperties, type MapiProperty } from './mapi-properties';
import { decodeString8, decodeUnicode } from './strings';

export const TNEF_SIGNATURE = 0x223e9f78;

const LVL_MESSAGE = 0x01;
const LVL_ATTACHMENT = 0x02;

// Attribute ids (low word of the attribute tag; the high word is a type writers do not agree on).
const ATT_OEM_CODEPAGE = 0x9007;
const ATT_ATTACH_REND_DATA = 0x9002; // starts a new attachment
const ATT_ATTACH_TITLE = 0x8010; // short (often 8.3) file name
const ATT_ATTACH_DATA = 0x800f; // file content
const ATT_ATTACHMENT = 0x9005; // the attachment's MAPI properties

// MAPI property ids on attachments (MS-OXPROPS).
const PR_DISPLAY_NAME = 0x3001;
const PR_ATTACH_DATA = 0x3701; // PR_ATTACH_DATA_BIN / PR_ATTACH_DATA_OBJ
const PR_ATTACH_FILENAME = 0x3704;
const PR_ATTACH_METHOD = 0x3705;
const PR_ATTACH_LONG_FILENAME = 0x3707;
const PR_ATTACH_MIME_TAG = 0x370e;
const PR_ATTACH_CONTENT_ID = 0x3712;

const ATTACH_EMBEDDED_MSG = 5;

export interface TnefFile {
  /** Best name found: long file name, then file name, then title, then display name. */
  name: string | null;
  contentType: string | null;
  contentId: string | null;
  /** A view into the TNEF buffer; an embedded message is itself a TNEF stream. */
  data: Buffer;
}

export interface TnefResult {
  files: TnefFile[];
  warnings: string[];
}

interface Draft {
  title?: string;
  longName?: string;
  fileName?: string;
  displayName?: string;
  contentType?: string;
  contentId?: string;
  method?: number;
  attachData?: Buffer;
  propertyData?: Buffer;
}

export function isTnef(data: Buffer): boolean {
  return data.length >= 6 && data.readUInt32LE(0) === TNEF_SIGNATURE;
}

/**
 * Extracts the files of a TNEF (winmail.dat) stream, MS-OXTNEF. Never throws: a truncated or
 * corrupt stream yields the files read up to that point plus a warning.
 */
export function extractTnef(data: Buffer): TnefResult {
  const warnings: string[] = [];
  const drafts: Draft[] = [];
  let codepage = 1252;
  let current: Draft | undefined;
  const draft = (): Draft => {
    if (!current) {
      // Some writers send attachment data before attAttachRendData (MimeKit "data-before-name").
      current = {};
      drafts.push(current);
    }
    return current;
  };

  if (!isTnef(data)) return { files: [], warnings: ['not a TNEF stream (bad signature)'] };
  const cursor = new Cursor(data, 6); // signature (4) + legacy key (2)

  while (cursor.remaining > 0) {
    const start = cursor.offset;
    let level: number;
    let id: number;
    let value: Buffer;
    try {
      level = cursor.u8();
      id = cursor.u32() & 0xffff;
      const length = cursor.u32();
      value = cursor.bytes(length);
      cursor.skip(2); // checksum: not verified, a wrong sum does not make the bytes less useful
    } catch {
      warnings.push(`TNEF stream truncated at offset ${start}`);
      break;
    }
    if (level !== LVL_MESSAGE && level !== LVL_ATTACHMENT) {
      warnings.push(`TNEF: invalid attribute level ${level} at offset ${start}; ignoring the rest`);
      break;
    }

    if (level === LVL_MESSAGE) {
      if (id === ATT_OEM_CODEPAGE && value.length >= 4) codepage = value.readUInt32LE(0);
      continue;
    }
    switch (id) {
      case ATT_ATTACH_REND_DATA:
        current = {};
        drafts.push(current);
        break;
      case ATT_ATTACH_TITLE:
        draft().title = decodeString8(value, codepage);
        break;
      case ATT_ATTACH_DATA:
        draft().attachData = value;
        break;
      case ATT_ATTACHMENT:
        readAttachmentProperties(value, draft(), codepage, warnings);
        break;
    }
  }

  const files = drafts.flatMap((d): TnefFile[] => {
    const content = d.propertyData ?? d.attachData;
    if (!content) return [];
    const name = d.longName || d.fileName || d.title || d.displayName || null;
    return [
      {
        name,
        contentType:
          d.method === ATTACH_EMBEDDED_MSG ? 'application/ms-tnef' : (d.contentType ?? null),
        contentId: d.contentId ?? null,
        data: content,
      },
    ];
  });
  return { files, warnings };
}

function readAttachmentProperties(
  value: Buffer,
  target: Draft,
  codepage: number,
  warnings: string[],
): void {
  const text = (prop: MapiProperty): string | undefined => {
    const first = prop.values[0];
    if (!first) return undefined;
    if (prop.type === PT.UNICODE) return decodeUnicode(first);
    if (prop.type === PT.STRING8) return decodeString8(first, codepage);
    return undefined;
  };
  try {
    readMapiProperties(value, (prop) => {
      switch (prop.id) {
        case PR_ATTACH_LONG_FILENAME:
          target.longName = text(prop) || target.longName;
          break;
        case PR_ATTACH_FILENAME:
          target.fileName = text(prop) || target.fileName;
          break;
        case PR_DISPLAY_NAME:
          target.displayName = text(prop) || target.displayName;
          break;
        case PR_ATTACH_MIME_TAG:
          target.contentType = text(prop) || target.contentType;
          break;
        case PR_ATTACH_CONTENT_ID:
          target.contentId = text(prop) || target.contentId;
          break;
        case PR_ATTACH_METHOD:
          if (prop.values[0] && prop.values[0].length >= 4) {
            target.method = prop.values[0].readUInt32LE(0);
          }
          break;
        case PR_ATTACH_DATA: {
          const first = prop.values[0];
          // PT_OBJECT values start with the 16-byte interface id (IID_IMessage, IID_IStorage).
          if (first) target.propertyData = prop.type === PT.OBJECT ? first.subarray(16) : first;
          break;
        }
      }
    });
  } catch (error) {
    warnings.push(`TNEF: attachment properties unreadable (${(error as Error).message})`);
  }
}
