import type { PageModule, RemoteRoutesModule } from '@vs/mf';

// The glob as it is (see RemoteRoutesModule): each page folder stays its own lazy chunk.
export const pages: RemoteRoutesModule['pages'] = import.meta.glob<PageModule>('./pages/*/index.tsx');
