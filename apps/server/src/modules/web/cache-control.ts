/**
 * Hashed files under assets/ never change: cache them for a year. Everything else (remoteEntry.js,
 * the shell's un-hashed files) must be revalidated, so a deploy is picked up on the next load.
 */
export function cacheControlFor(filePath: string): string {
  const normalized = filePath.replace(/\\/g, '/');
  if (normalized.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
