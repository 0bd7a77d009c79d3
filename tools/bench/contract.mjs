// The shared contract's paths and cookie names straight from libs/shared/contract, so the login
// benchmark calls exactly what the browser calls.
import { importTypeScript } from './ts-import.mjs';

export const { apiPaths, csrfCookieName, csrfHeaderName, screenDataPath } = await importTypeScript(
  new URL('../../libs/shared/contract/src/paths.ts', import.meta.url).href,
);
