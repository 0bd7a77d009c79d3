// The route table straight from libs/shared/routes (TypeScript, read by Node 24's type stripping),
// so the benchmark measures every route the site has without a copy of the table.
import { importTypeScript } from './ts-import.mjs';

export const { routeTable } = await importTypeScript(
  new URL('../../libs/shared/routes/src/route-table.ts', import.meta.url).href,
);
