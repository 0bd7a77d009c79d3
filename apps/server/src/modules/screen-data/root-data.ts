import type { RootScreenData } from '@vs/contract';
import type { FastifyRequest } from 'fastify';
import { requireStore } from '../store/store.plugin';
import { toStoreSettingData } from '../store/store-setting-data';
import { browserInfoOf } from '../device/browser-info';

/** Shared by GET /zapi/internal/root/screen-data and the data block injected into the shell's HTML. */
export async function rootScreenDataOf(request: FastifyRequest): Promise<RootScreenData> {
  return {
    authId: (await request.session.get('authId')) ?? null,
    storeSettingData: toStoreSettingData(requireStore(request)),
    browserInfo: browserInfoOf(request.headers['user-agent']),
  };
}
