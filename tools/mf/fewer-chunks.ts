/**
 * Fewer, larger chunks for a first visit. The federation plugin gives every shared
 * singleton's wrapper its own chunk and leaves the rest to rolldown's automatic splitting, which
 * cut a page into 40-odd files of a few hundred bytes each: round trips, not bytes, set the LCP.
 *
 * - The shell provides every singleton on every page, so its wrappers (with the packages inside
 *   them) and the router facade are one chunk, `shell-shared`.
 * - A remote's federation glue (its map of providers and its wrappers, which only read the shell's
 *   singletons) is one chunk, `<remote>-glue`; the fallbacks stay lazy and apart.
 * - App code shared by several pages becomes at most two chunks per remote: the read-only kit and
 *   the form kit (formik, yup and the form pieces), so a read-only page never loads form code.
 * - A page that is often a first visit (the remote's `firstVisitPages`: the plan list, the login)
 *   is one chunk with what it imports that neither kit took: the helpers it shares with one or two
 *   other pages come with it instead of as files of a few hundred bytes each (those pages then load
 *   this chunk, the page's own code included: about a kilobyte).
 */
import type { Plugin } from 'vite';
import { firstVisitChunkName } from '../../libs/shared/routes/src/page-chunks';
import type { RemoteName } from '../../libs/shared/routes/src/route-table';

type Test = (id: string) => boolean;
/** What rolldown's chunking context answers about a module (its static imports). */
interface ChunkingContext {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
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

/** A page's entry module, `src/pages/<page>/index.tsx` of the app. */
const pageEntryOf = (app: RemoteName, page: string): Test => {
  const path = new RegExp(`[\\\\/]apps[\\\\/]${app}[\\\\/]src[\\\\/]pages[\\\\/]${page}[\\\\/]index\\.tsx$`);
  return (id) => path.test(id);
};

/** The shell, or a remote with its pages that are often a first visit (one chunk each). */
export type ChunkedApp =
  | { readonly kind: 'host' }
  | { readonly kind: 'remote'; readonly app: RemoteName; readonly firstVisitPages: readonly string[] };

function groupsFor(target: ChunkedApp): Group[] {
  if (target.kind === 'host') {
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
  const { app, firstVisitPages } = target;
  const appCode: Test = (id) => !isCatalogue(id) && !isFederationModule(id) && !isPageEntry(id);
  const reachesForm = formReacher();
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
    { name: (id, ctx) => (appCode(id) && !reachesForm(id, ctx) ? `${app}-kit` : null), minShareCount: 4, priority: 20 },
    // Below both kits: the page takes along only what they left.
    ...firstVisitPages.map((page) => ({
      name: firstVisitChunkName(app, page),
      test: pageEntryOf(app, page),
      priority: 5,
    })),
  ];
}

/** Runs after the federation plugin's `config` hook and puts these groups before its own. */
export function fewerChunks(target: ChunkedApp): Plugin {
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
        output.codeSplitting = {
          ...current,
          groups: [...groupsFor(target), ...(current.groups ?? [])],
        };
      }
    },
  };
}
