/**
 * The parts of the library that read no document: helpers and error classes a server needs
 * without pdf.js, the canvas, sharp and OCR, which the main entry loads (~35 MB of RSS in the
 * API server, decision 041). A web process that never extracts (an export, a list, an upload
 * that only queues the work) imports this; `@papertray/extract` is the same modules plus the
 * readers, so classes are identical.
 */
export { normalizeCompanyName } from './company-name.js';
export { applyLearnedName, type LearnedName, type StoredName } from './learned/learned-name.js';
export { detectFileType } from './detect/file-type.js';
export { minorUnitDigits } from './parse/currency.js';
export * from './errors.js';
