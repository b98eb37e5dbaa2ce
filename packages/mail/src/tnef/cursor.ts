/** Thrown when a TNEF structure points past the end of its buffer. */
export class TnefBoundsError extends Error {
  override readonly name = 'TnefBoundsError';
}

/** A bounds-checked little-endian reader: every read either fits the buffer or throws. */
export class Cursor {
  offset: number;

  constructor(
    readonly buffer: Buffer,
    start = 0,
    readonly end = buffer.length,
  ) {
    this.offset = start;
  }

  get remaining(): number {
    return this.end - this.offset;
  }

  private need(bytes: number): void {
    if (bytes < 0 || this.offset + bytes > this.end) {
      throw new TnefBoundsError(
        `need ${bytes} bytes at offset ${this.offset}, have ${this.remaining}`,
      );
    }
  }

  u8(): number {
    this.need(1);
    return this.buffer.readUInt8(this.offset++);
  }

  u16(): number {
    this.need(2);
    const value = this.buffer.readUInt16LE(this.offset);
    this.offset += 2;
    return value;
  }

  u32(): number {
    this.need(4);
    const value = this.buffer.readUInt32LE(this.offset);
    this.offset += 4;
    return value;
  }

  /** A view into the buffer (no copy). */
  bytes(length: number): Buffer {
    this.need(length);
    const view = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return view;
  }

  skip(length: number): void {
    this.need(length);
    this.offset += length;
  }

  /** MAPI property values are padded to 4-byte boundaries. */
  skipPadding(length: number): void {
    const pad = (4 - (length % 4)) % 4;
    // Some writers omit the padding after the last value; tolerate a short tail.
    this.offset = Math.min(this.offset + pad, this.end);
  }
}
