/**
 * Every failure the library reports on purpose is an ExtractError with a stable code, so the
 * API can map it to a message and a processing state without parsing error strings.
 */
export type ExtractErrorCode =
  'UNSUPPORTED_FILE_TYPE' | 'ENCRYPTED_PDF' | 'CORRUPT_FILE' | 'OCR_FAILED' | 'LLM_FAILED';

export class ExtractError extends Error {
  readonly code: ExtractErrorCode;

  constructor(code: ExtractErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractError';
    this.code = code;
  }
}

export class UnsupportedFileTypeError extends ExtractError {
  constructor(detected: string | undefined) {
    super(
      'UNSUPPORTED_FILE_TYPE',
      detected
        ? `Files of type ${detected} cannot be read; send a PDF, JPEG, PNG, WebP or e-invoice XML.`
        : 'The file is not a PDF, JPEG, PNG, WebP or e-invoice XML.',
    );
    this.name = 'UnsupportedFileTypeError';
  }
}

export class EncryptedPdfError extends ExtractError {
  constructor(options?: { cause?: unknown }) {
    super('ENCRYPTED_PDF', 'The PDF is password-protected and cannot be read.', options);
    this.name = 'EncryptedPdfError';
  }
}

export class CorruptFileError extends ExtractError {
  constructor(what: string, options?: { cause?: unknown }) {
    super('CORRUPT_FILE', `The ${what} is damaged or incomplete and cannot be read.`, options);
    this.name = 'CorruptFileError';
  }
}

export class OcrError extends ExtractError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('OCR_FAILED', message, options);
    this.name = 'OcrError';
  }
}

export class LlmError extends ExtractError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('LLM_FAILED', message, options);
    this.name = 'LlmError';
  }
}
