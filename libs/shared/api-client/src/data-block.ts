/**
 * Reads a JSON data block the server injected into index.html
 * (`<script type="application/json" id="…">`), which saves the first page a round trip. The block
 * is removed once read: it describes the first load only, and a later load (after login, after a
 * history restore) must ask the server again.
 */
export function takeDataBlock(
  id: string,
): { readonly found: true; readonly value: unknown } | { readonly found: false } {
  if (typeof document === 'undefined') return { found: false };
  const element = document.getElementById(id);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return { found: false };
  element.remove();
  try {
    return { found: true, value: JSON.parse(element.textContent ?? '') as unknown };
  } catch {
    return { found: false }; // a broken block is ignored; the network copy is authoritative
  }
}
