const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];

/** Spec section 9: Bytes, KB, MB, GB with up to two decimals. */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}
