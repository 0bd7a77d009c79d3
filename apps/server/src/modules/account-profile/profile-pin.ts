import { endpoints, type AccountStepAnswer } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { route, type EndpointCall } from '../../http/endpoint-route';
import { accounts } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { recordAccountChange } from '../account/account-changes';
import { forMembers, requireMember } from '../member/require-member';
import { hashPassword } from '../password/password-hasher';
import { requireStore } from '../store/store.plugin';
import type { StoreRecord } from '../store/store.repository';

function requirePinEnabled(store: StoreRecord): void {
  if (!store.status.isPinCodeEnabled) throw notFound();
}

/** POST /zapi/account/pinCode/set: 4 digits, kept only as an argon2id hash like a password. */
export async function setProfilePin(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.profilePinSet>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  requirePinEnabled(requireStore(request));
  const { pinCode } = await bodyOf();
  await app.db
    .update(accounts)
    .set({ profilePinHash: await hashPassword(pinCode) })
    .where(eq(accounts.id, member.id));
  await recordAccountChange(app.db, request, member.id, 'profilePin', app.now());
  request.log.info({ authId: member.authId }, 'profile PIN set');
  return { redirectTo: href('/mypage/pin-code/complete') };
}

/** The profile PIN pages (spec 000 §2 "PIN screen"), only where the store offers the PIN. */
export function registerProfilePin(app: FastifyInstance): void {
  route(app, endpoints.profilePinSet, async (call) => setProfilePin(app, call));
  app.screenData.register(
    '/mypage/pin-code',
    forMembers(app, async ({ store }, member) => {
      requirePinEnabled(store);
      return { isPinCodeSet: member.profilePinHash !== null };
    }),
  );
  app.screenData.register(
    '/mypage/pin-code/complete',
    forMembers(app, async ({ store }) => {
      requirePinEnabled(store);
      return { ok: true as const };
    }),
  );
}
