import type { TExtractionResult } from '@papertray/extract';
import {
  extractionConfidence,
  extractionDuration,
  extractionFailures,
} from '../../platform/metrics/process-metrics';

/** The path that read a document: its XML when it had one, else OCR when any page needed it. */
function extractionPath(result: TExtractionResult): 'xml' | 'ocr' | 'text' {
  if (result.pages.some((page) => page.source === 'xml')) return 'xml';
  if (result.pages.some((page) => page.source === 'ocr')) return 'ocr';
  return 'text';
}

/** Runs one extraction and records its duration, its path and every field's confidence. */
export async function measuredExtraction(
  extract: () => Promise<TExtractionResult>,
): Promise<TExtractionResult> {
  const started = performance.now();
  let result: TExtractionResult;
  try {
    result = await extract();
  } catch (error) {
    extractionFailures.inc();
    throw error;
  }
  extractionDuration.observe(
    { path: extractionPath(result) },
    (performance.now() - started) / 1000,
  );
  for (const [field, meta] of Object.entries(result.fieldMeta)) {
    if (meta) extractionConfidence.observe({ field }, meta.confidence);
  }
  return result;
}
