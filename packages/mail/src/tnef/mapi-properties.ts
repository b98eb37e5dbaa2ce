import { Cursor } from './cursor';

/** MAPI property types (MS-OXCDATA 2.11.1) that matter for walking a property stream. */
const PT_STRING8 = 0x001e;
const PT_UNICODE = 0x001f;
const PT_BINARY = 0x0102;
const PT_OBJECT = 0x000d;
const MV_FLAG = 0x1000;

const VARIABLE_TYPES = new Set([PT_STRING8, PT_UNICODE, PT_BINARY, PT_OBJECT]);

// Byte size of each fixed-length value before padding to 4.
const FIXED_SIZES: Record<number, number> = {
  0x0000: 0, // PT_UNSPECIFIED
  0x0001: 0, // PT_NULL
  0x0002: 2, // PT_I2
  0x0003: 4, // PT_LONG
  0x0004: 4, // PT_R4
  0x0005: 8, // PT_DOUBLE
  0x0006: 8, // PT_CURRENCY
  0x0007: 8, // PT_APPTIME
  0x000a: 4, // PT_ERROR
  0x000b: 2, // PT_BOOLEAN
  0x0014: 8, // PT_I8
  0x0040: 8, // PT_SYSTIME
  0x0048: 16, // PT_CLSID
};

/** Fewer properties than this in one attribute; anything more is a corrupt count. */
const MAX_PROPERTIES = 10_000;
const MAX_VALUES = 100_000;

export interface MapiProperty {
  id: number;
  type: number;
  /** Raw value bytes (views, no copies); several for multi-valued properties. */
  values: Buffer[];
}

export const PT = {
  STRING8: PT_STRING8,
  UNICODE: PT_UNICODE,
  BINARY: PT_BINARY,
  OBJECT: PT_OBJECT,
};

/**
 * Reads a MAPI property list (the payload of attMAPIProps / attAttachment, MS-OXTNEF 2.1.3.4).
 * Named properties (id >= 0x8000) carry a GUID and a numeric or UTF-16 name that is skipped.
 * Throws TnefBoundsError or Error on malformed input; the caller keeps what was read so far.
 */
export function readMapiProperties(data: Buffer, onProperty: (prop: MapiProperty) => void): void {
  const cursor = new Cursor(data);
  const count = cursor.u32();
  if (count > MAX_PROPERTIES) throw new Error(`implausible MAPI property count ${count}`);

  for (let i = 0; i < count; i++) {
    const type = cursor.u16();
    const id = cursor.u16();
    if (id >= 0x8000) skipPropertyName(cursor);

    const baseType = type & ~MV_FLAG;
    const multi = (type & MV_FLAG) !== 0;
    const variable = VARIABLE_TYPES.has(baseType);
    const fixedSize = FIXED_SIZES[baseType];
    if (!variable && fixedSize === undefined) {
      throw new Error(`unknown MAPI property type 0x${type.toString(16)}`);
    }

    // Variable-length values are always preceded by a count, even when single-valued.
    const valueCount = multi || variable ? cursor.u32() : 1;
    if (valueCount > MAX_VALUES) throw new Error(`implausible MAPI value count ${valueCount}`);

    const values: Buffer[] = [];
    for (let v = 0; v < valueCount; v++) {
      const length = variable ? cursor.u32() : (fixedSize ?? 0);
      values.push(cursor.bytes(length));
      cursor.skipPadding(length);
    }
    onProperty({ id, type: baseType, values });
  }
}

function skipPropertyName(cursor: Cursor): void {
  cursor.skip(16); // property set GUID
  const kind = cursor.u32();
  if (kind === 0) {
    cursor.skip(4); // MNID_ID: numeric name
  } else {
    const length = cursor.u32(); // MNID_STRING: UTF-16LE name
    cursor.skip(length);
    cursor.skipPadding(length);
  }
}
