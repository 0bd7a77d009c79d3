#!/usr/bin/env node
// Checks that the server's module folders form layers: no cycle between folders, and no import from
// a lower layer to a higher one (nor between two folders of the same layer). The layers are declared
// in apps/server/src/modules/layers.json; apps/server/README.md says why each layer sits where it does.
//
// Plain ESM with JSDoc types so that it runs with `node` alone, before anything is built.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @typedef {{ from: string, to: string, file: string, line: number }} Edge one import between folders */
/** @typedef {{ layers: { name: string, modules: string[] }[], below: string[], above: string[] }} Layers */

// Static `import … from`, `export … from`, side-effect `import '…'`, dynamic `import('…')`, and
// `declare module '…'` (a module that adds fields to another's interface depends on it).
const staticImport =
  /(?:^|[\n;])\s*(?:import|export|declare\s+module)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/;
const importPattern = new RegExp(`${staticImport.source}|${dynamicImport.source}`, 'g');

/**
 * The relative specifiers a source text imports, each with its 1-based line.
 * @param {string} text
 * @returns {{ specifier: string, line: number }[]}
 */
export function importsOf(text) {
  /** @type {{ specifier: string, line: number }[]} */
  const found = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const offset = match.index + match[0].search(/import|export|declare/);
    found.push({ specifier, line: text.slice(0, offset).split('\n').length });
  }
  return found;
}

/**
 * The folder a path under src belongs to: `modules/<name>` → `<name>`, anything else → its top folder.
 * @param {string} pathFromSrc a path relative to apps/server/src, with '/' separators
 * @returns {string | undefined} undefined for files directly in src (app.ts, main.ts …)
 */
export function folderOf(pathFromSrc) {
  const parts = pathFromSrc.split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? parts[1] : undefined;
  return parts.length > 1 ? `../${parts[0]}` : undefined;
}

/**
 * Every import from one folder into another, from the given source files.
 * @param {{ path: string, text: string }[]} files paths relative to src, '/' separated
 * @returns {Edge[]}
 */
export function edgesOf(files) {
  /** @type {Edge[]} */
  const edges = [];
  for (const { path, text } of files) {
    const from = folderOf(path);
    if (!from) continue;
    for (const { specifier, line } of importsOf(text)) {
      const target = join(dirname(path), specifier).split(sep).join('/');
      const to = folderOf(target);
      if (to && to !== from) edges.push({ from, to, file: path, line });
    }
  }
  return edges;
}

/**
 * The strongly connected groups of more than one folder (Tarjan), each as one concrete loop.
 * @param {Edge[]} edges
 * @returns {string[][]} each loop as [a, b, …, a]
 */
export function cyclesOf(edges) {
  /** @type {Map<string, Set<string>>} */
  const next = new Map();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  /** @type {Set<string>} */ const onStack = new Set();
  /** @type {string[][]} */ const groups = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const to of [...(next.get(node) ?? [])].sort()) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */ const group = [];
      let member;
      do {
        member = stack.pop() ?? node;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => loopWithin(group.sort(), next));
}

/**
 * A shortest loop from the group's first folder back to itself, staying inside the group.
 * @param {string[]} group
 * @param {Map<string, Set<string>>} next
 */
function loopWithin(group, next) {
  const inside = new Set(group);
  const start = group[0];
  if (start === undefined) return [];
  /** @type {Map<string, string>} */ const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? start;
    for (const to of [...(next.get(node) ?? [])].sort()) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const loop = [start];
        for (let at = node; at !== start; at = cameFrom.get(at) ?? start) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...group, start];
}

/**
 * Every offence, in plain words: undeclared folders, cycles, and imports that go up or sideways.
 * @param {Edge[]} edges
 * @param {Layers} layers
 * @param {string[]} moduleFolders the folders that exist under modules/
 * @returns {string[]}
 */
export function offencesOf(edges, layers, moduleFolders) {
  /** @type {string[]} */
  const offences = [];
  /** @type {Map<string, number>} */
  const levelOf = new Map();
  layers.layers.forEach((layer, level) => {
    for (const name of layer.modules) {
      if (levelOf.has(name)) offences.push(`module folder "${name}" is declared in more than one layer`);
      levelOf.set(name, level);
    }
  });
  const layerName = (/** @type {string} */ name) => layers.layers[levelOf.get(name) ?? 0]?.name;
  for (const name of moduleFolders) {
    if (!levelOf.has(name)) offences.push(`module folder "${name}" is in no layer of layers.json`);
  }
  for (const name of levelOf.keys()) {
    if (!moduleFolders.includes(name))
      offences.push(`layers.json names "${name}", which is not a folder under modules/`);
  }

  const below = new Set(layers.below.map((name) => `../${name}`));
  const above = new Set(layers.above.map((name) => `../${name}`));
  const moduleEdges = edges.filter(({ from, to }) => levelOf.has(from) && levelOf.has(to));
  for (const loop of cyclesOf(moduleEdges)) {
    offences.push(`cycle between module folders: ${loop.join(' → ')}`);
  }

  /** @type {Set<string>} */
  const reported = new Set();
  for (const { from, to, file, line } of edges) {
    const where = `${file}:${line}`;
    /** @type {string | undefined} */
    let offence;
    if (below.has(from) && levelOf.has(to)) {
      offence = `${where}: src/${from.slice(3)} sits below every module but imports module "${to}"`;
    } else if (levelOf.has(from) && above.has(to)) {
      offence = `${where}: module "${from}" imports src/${to.slice(3)}, which sits above every module`;
    } else if (levelOf.has(from) && levelOf.has(to)) {
      const fromLevel = levelOf.get(from) ?? 0;
      const toLevel = levelOf.get(to) ?? 0;
      if (toLevel > fromLevel) {
        offence =
          `${where}: module "${from}" (layer "${layerName(from)}") imports "${to}"` +
          ` from the higher layer "${layerName(to)}"`;
      } else if (toLevel === fromLevel) {
        offence =
          `${where}: module "${from}" imports "${to}" from its own layer "${layerName(from)}";` +
          ' move the shared part down a layer';
      }
    }
    // One line per pair of folders is enough to act on; the first import found is named.
    if (offence && !reported.has(`${from}>${to}`)) {
      reported.add(`${from}>${to}`);
      offences.push(offence);
    }
  }
  return offences;
}

/**
 * Every .ts file under the given folders of src, with its text.
 * @param {string} srcRoot
 * @param {string[]} folders
 */
function sourcesUnder(srcRoot, folders) {
  /** @type {{ path: string, text: string }[]} */
  const files = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        files.push({ path: relative(srcRoot, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const folder of folders) walk(join(srcRoot, folder));
  return files;
}

/**
 * Runs the check on the server's sources; returns the exit code.
 * @param {string} workspaceRoot
 */
export function checkServerLayers(workspaceRoot) {
  const srcRoot = resolve(workspaceRoot, 'apps/server/src');
  /** @type {Layers} */
  const layers = JSON.parse(readFileSync(join(srcRoot, 'modules/layers.json'), 'utf8'));
  const moduleFolders = readdirSync(join(srcRoot, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const edges = edgesOf(sourcesUnder(srcRoot, ['modules', ...layers.below, ...layers.above]));
  const pairs = new Set(
    edges
      .filter(({ from, to }) => moduleFolders.includes(from) && moduleFolders.includes(to))
      .map(({ from, to }) => `${from}>${to}`),
  );
  const offences = offencesOf(edges, layers, moduleFolders);
  console.log(
    `server layers: ${moduleFolders.length} module folders, ${pairs.size} module-to-module edges,` +
      ` ${layers.layers.length} layers`,
  );
  if (offences.length === 0) return 0;
  console.error(`server layers: ${offences.length} offence(s)`);
  for (const offence of offences) console.error(`  - ${offence}`);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = checkServerLayers(resolve(dirname(fileURLToPath(import.meta.url)), '../..'));
}
