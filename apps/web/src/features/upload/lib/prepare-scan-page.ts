/** Long side of a scanned page: A4 at 300 dpi, sharp enough for OCR, far below 10MB. */
const MAX_SIDE = 2480;
const JPEG_QUALITY = 0.85;

/**
 * A camera photo as the JPEG the scan upload names it (scan_{n}.jpg), scaled down when larger
 * than needed. A browser that cannot decode it sends the original; the server checks it anyway.
 */
export async function prepareScanPage(image: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(image);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return image;
    // JPEG has no transparency: a white page, not a black one, behind transparent pixels.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return jpeg ?? image;
  } catch {
    return image;
  }
}
