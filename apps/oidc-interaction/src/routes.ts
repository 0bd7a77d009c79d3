import { pagesFromGlob, type RemoteRoutesModule } from '@vs/mf';

export const pages: RemoteRoutesModule['pages'] = pagesFromGlob(import.meta.glob('./pages/*/index.tsx'));
