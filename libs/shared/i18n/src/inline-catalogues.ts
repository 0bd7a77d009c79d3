import { cataloguesElementId, type InlineCatalogues } from '@vs/contract';

let inline: InlineCatalogues | null | undefined;

/** The block's catalogues, read once and the element removed (like the other data blocks). */
function block(): InlineCatalogues | null {
  if (inline !== undefined) return inline;
  inline = null;
  if (typeof document === 'undefined') return inline;
  const element = document.getElementById(cataloguesElementId);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return inline;
  element.remove();
  try {
    inline = JSON.parse(element.textContent ?? '') as InlineCatalogues;
  } catch {
    // A broken block is ignored: the namespaces load as scripts.
  }
  return inline;
}

/**
 * The catalogue the server sent inside the page for `lng`/`ns` (so a first visit makes no
 * script request per namespace), handed out once; undefined when it did not send that one.
 */
export function takeInlineCatalogue(lng: string, ns: string): unknown {
  const found = block();
  if (!found || found.language !== lng || !(ns in found.namespaces)) return undefined;
  const tree = found.namespaces[ns];
  inline = { ...found, namespaces: Object.fromEntries(Object.entries(found.namespaces).filter(([key]) => key !== ns)) };
  return tree;
}

/** Tests only: forgets what was read, so the next read looks at the document again. */
export function resetInlineCataloguesForTests(): void {
  inline = undefined;
}
