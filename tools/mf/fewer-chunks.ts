/**
 * Fewer, larger chunks for a first visit (issue 19). The federation plugin gives every shared
 * singleton's wrapper its own chunk and leaves the rest to rolldown's automatic splitting, which
 * cut a page into 40-odd files of a few hundred bytes each: round trips, not bytes, set the LCP.
 *
 * - The shell provides every singleton on every page, so its wrappers (with the packages inside
 *   them) and the router facade are one chunk, `shell-shared`.
 * - A remote's federation glue (its map of providers and its wrappers, which only read the shell's
 *   singletons) is one chunk, `<remote>-glue`; the fallbacks stay lazy and apart.
 * - App code shared by several pages becomes at most two chunks per remote: the read-only kit and
 *   the form kit (formik and what reaches it), so a read-only page never loads formik. The kit takes
 *   what four pages share, and the remote's own small modules that two share, each with what it imports
 *   (the endpoint table's rules, the form pieces a shared module uses: /plans' kit carries about 10 KB
 *   of them since the small modules joined it, docs/performance.md "Fewer requests").
 */
import type { Plugin } from 'vite';

type Test = (id: string) => boolean;
/** What rolldown's chunking context answers about a module (its static imports and importers, its source). */
interface ChunkingContext {
  getModuleInfo(id: string): {
    readonly importedIds: readonly string[];
    readonly importers: readonly string[];
    readonly code: string | null;
  } | null;
}
interface Group {
  name: string | ((id: string, ctx: ChunkingContext) => string | null | undefined);
  test?: RegExp | string | Test;
  priority?: number;
  minShareCount?: number;
}
interface OutputWithGroups {
  codeSplitting?: boolean | { groups?: Group[] };
}

/** Above the federation plugin's own groups (1e6, 1e6 + 1), which it sets in its `config` hook. */
const ABOVE_FEDERATION = 3_000_000;

const isCatalogue: Test = (id) => /[\\/]catalogue[\\/]src[\\/]locales[\\/]/.test(id);
const isFederationModule: Test = (id) => /virtual:mf|__mf_|__loadShare__|__prebuild__|mf-entry|hostInit/.test(id);
const isLoadShareWrapper: Test = (id) => id.includes('__loadShare__') && !id.includes('__prebuild__');
const isProviderMap: Test = (id) => id.includes('mf-localSharedImportMap');
const isRolldownRuntime: Test = (id) => id.includes('rolldown/runtime') || id.includes('rolldown:runtime');
const isFederationRuntime: Test = (id) => /[\\/]node_modules[\\/]@module-federation[\\/]/.test(id);
const isRouterFacade: Test = (id) => /[\\/]tools[\\/]mf[\\/]react-router-facade\.ts$/.test(id);
/** Form code: what only a page with a form needs (formik and @vs/ui/form; yup and the rules). */
const isFormRoot: Test = (id) =>
  /[\\/]node_modules[\\/](formik|react-fast-compare|tiny-warning)[\\/]/.test(id) ||
  /[\\/]libs[\\/]shared[\\/]ui[\\/]src[\\/]form[\\/]/.test(id);
const isRules: Test = (id) =>
  /[\\/]node_modules[\\/](yup|tiny-case|toposort|property-expr)[\\/]/.test(id) ||
  /[\\/]libs[\\/]shared[\\/]validation[\\/]/.test(id);
/** The page modules themselves stay one chunk each (the route table loads them lazily). */
const isPageEntry: Test = (id) => /[\\/]src[\\/]pages[\\/][^\\/]+[\\/]index\.tsx$/.test(id);

/**
 * Whether `id` or anything it imports statically is formik or @vs/ui/form (memoised per build). The
 * rules are not followed: the endpoint table imports them all and tree-shaking keeps only the used.
 */
function formReacher(): (id: string, ctx: ChunkingContext) => boolean {
  const memo = new Map<string, boolean>();
  const reaches = (id: string, ctx: ChunkingContext): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // a cycle reaches form code only through another path
    const found = isFormRoot(id) || (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => reaches(next, ctx));
    memo.set(id, found);
    return found;
  };
  return reaches;
}

/**
 * How many lazily loaded roots (pages, and other modules only ever imported dynamically) reach `id`
 * through static imports (memoised per build): what rolldown's `minShareCount` counts, for a rule that
 * also weighs the module's size and owner.
 */
function rootCounter(): (id: string, ctx: ChunkingContext) => number {
  const memo = new Map<string, ReadonlySet<string>>();
  const roots = (id: string, ctx: ChunkingContext): ReadonlySet<string> => {
    const known = memo.get(id);
    if (known) return known;
    memo.set(id, new Set()); // a cycle adds its roots through another path
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const found = new Set<string>(isPageEntry(id) || importers.length === 0 ? [id] : []);
    if (!isPageEntry(id)) for (const importer of importers) for (const root of roots(importer, ctx)) found.add(root);
    memo.set(id, found);
    return found;
  };
  return (id, ctx) => roots(id, ctx).size;
}

/** A module's source (transformed, not yet minified) under which two pages sharing it is enough for the kit. */
const SMALL_MODULE_CHARS = 3_000;

function groupsFor(app: string, kind: 'host' | 'remote'): Group[] {
  const appCode: Test = (id) => !isCatalogue(id) && !isFederationModule(id) && !isPageEntry(id);
  const reachesForm = formReacher();
  const countRoots = rootCounter();
  const isOwnCode: Test = (id) => id.includes(`/apps/${app}/src/`);
  if (kind === 'host') {
    return [
      {
        name: 'shell-shared',
        test: (id) => isLoadShareWrapper(id) || isRouterFacade(id),
        priority: ABOVE_FEDERATION,
      },
      // The federation runtime and the provider map, which every page loads before the bootstrap.
      { name: 'shell-runtime', test: (id) => isProviderMap(id) || isFederationRuntime(id), priority: ABOVE_FEDERATION },
    ];
  }
  return [
    {
      name: `${app}-glue`,
      test: (id) => isLoadShareWrapper(id) || isProviderMap(id) || isRolldownRuntime(id),
      priority: ABOVE_FEDERATION,
    },
    // What several pages use: one chunk with everything that leads to form code, one with the rest
    // (which therefore never imports the first: a read-only page loads no form code). The rest goes
    // first: a group takes its modules' imports along, and the form kit would take the shared ones.
    {
      name: (id, ctx) => (appCode(id) && (isRules(id) || reachesForm(id, ctx)) ? `${app}-form-kit` : null),
      minShareCount: 2,
      priority: 10,
    },
    // Shared by four pages, or a small module by two: a few hundred bytes more for the kit's other pages
    // instead of one more request on each of these (a login field, a plan's texts).
    {
      name: (id, ctx) => {
        if (!appCode(id) || reachesForm(id, ctx)) return null;
        const shared = countRoots(id, ctx);
        const small = (ctx.getModuleInfo(id)?.code?.length ?? Infinity) < SMALL_MODULE_CHARS;
        return shared >= 4 || (shared >= 2 && isOwnCode(id) && small) ? `${app}-kit` : null;
      },
      priority: 20,
    },
  ];
}

/** Runs after the federation plugin's `config` hook and puts these groups before its own. */
export function fewerChunks(app: string, kind: 'host' | 'remote'): Plugin {
  return {
    name: 'vs:fewer-chunks',
    apply: 'build',
    enforce: 'post',
    config(config) {
      config.build ??= {};
      const options = (config.build.rolldownOptions ??= {}) as { output?: OutputWithGroups | OutputWithGroups[] };
      options.output ??= {};
      const outputs = Array.isArray(options.output) ? options.output : [options.output];
      for (const output of outputs) {
        const current = typeof output.codeSplitting === 'object' ? output.codeSplitting : {};
        output.codeSplitting = { ...current, groups: [...groupsFor(app, kind), ...(current.groups ?? [])] };
      }
    },
  };
}
