// The longest chain of requests: each request's parent is the resource that caused it, read from
// the `initiator` CDP's Network.requestWillBeSent reports:
//   - parser (HTML <script>/<link>, CSS url()): initiator.url, the document or stylesheet;
//   - script (fetch, import(), module imports, injected tags): the innermost stack frame with a
//     URL, looking through async parent stacks, else initiator.url;
//   - an HTTP redirect: the hop it was redirected from;
//   - a module's static import: Chromium reports these as initiated by `about:client`, with no
//     stack, so the parent is found in the module graph instead: of the scripts whose bodies import
//     this URL (`import "…"`, `from "…"`, `import("…")`), the one started last before it;
//   - other (the navigation itself): none, a chain of 1.
// A parent is the latest earlier request for that URL. Depth = 1 + the parent's depth.

function stackUrl(stack) {
  for (let s = stack; s; s = s.parent) {
    const frame = s.callFrames?.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

export function parentUrl(initiator) {
  if (!initiator) return undefined;
  return stackUrl(initiator.stack) ?? initiator.url;
}

const specifier = /\b(?:import|from)\s*\(?\s*["'`]([^"'`]+\.m?js)["'`]/g;

/** Absolute URLs a script body imports statically or dynamically with a literal specifier. */
export function importsOf(body, baseUrl) {
  const found = new Set();
  for (const match of body.matchAll(specifier)) {
    try {
      found.add(new URL(match[1], baseUrl).href);
    } catch {
      // not a URL specifier (a bare package name would never reach the browser)
    }
  }
  return found;
}

/** `imports`: script URL → the set of URLs its body imports (see importsOf). */
export function longestChain(hops, imports = new Map()) {
  const depth = new Map();
  const parent = new Map();
  const latestByUrl = new Map();
  for (const hop of hops) {
    let from = hop.redirectedFrom;
    if (!from) {
      const url = parentUrl(hop.initiator);
      from = url && url !== hop.url ? latestByUrl.get(url) : undefined;
    }
    if (!from) {
      // A static module import: the latest-started script that imports this URL.
      for (const candidate of latestByUrl.values()) {
        if (
          candidate !== hop &&
          imports.get(candidate.url)?.has(hop.url) &&
          (!from || candidate.startedAt > from.startedAt)
        )
          from = candidate;
      }
    }
    parent.set(hop, from);
    depth.set(hop, from && depth.has(from) ? depth.get(from) + 1 : 1);
    latestByUrl.set(hop.url, hop);
  }
  let deepest;
  for (const hop of hops) if (!deepest || depth.get(hop) > depth.get(deepest)) deepest = hop;
  const chain = [];
  for (let hop = deepest; hop; hop = parent.get(hop)) chain.unshift(hop);
  return chain;
}
