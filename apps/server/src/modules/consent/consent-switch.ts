import type { ConsentEntry, ConsentScreenData, endpoints } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import type { Db } from '../../db/client';
import { policies } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { recordAccountChange } from '../account/account-changes';
import type { AccountRow } from '../account/accounts.repository';
import { requireMember } from '../member/require-member';
import type { ScreenDataContext } from '../screen-data/registry';
import { requireStore } from '../store/store.plugin';
import { consentEntriesOf, findConsentOption, saveConsent } from './consent-options.repository';
import { isConsentType, isConsentTypeEnabled } from './consent-types';

/** The privacy policy the privacy consent page links to: an external one at its address, else the site's /privacy. */
async function privacyPolicyLinkOf(db: Db, storeId: string): Promise<ConsentScreenData['privacyPolicy']> {
  const [policy] = await db
    .select({ isExternal: policies.isExternal, dataSource: policies.dataSource })
    .from(policies)
    .where(and(eq(policies.storeId, storeId), eq(policies.key, 'privacy')))
    .limit(1);
  if (!policy) return null;
  return policy.isExternal && policy.dataSource
    ? { url: policy.dataSource, isExternal: true }
    : { url: '/privacy', isExternal: false };
}

/**
 * GET /zapi/internal/mypage/consent/screen-data?type=newsletter|privacy; 404 for another type or
 * one the store has off.
 */
export async function consentScreenOf(
  app: FastifyInstance,
  { store, query }: ScreenDataContext,
  member: AccountRow,
): Promise<ConsentScreenData> {
  const type = query.get('type');
  if (!isConsentType(type) || !isConsentTypeEnabled(store.status, type)) throw notFound();
  return {
    type,
    options: await consentEntriesOf(app.db, store.id, member.id, type),
    privacyPolicy: type === 'privacy' ? await privacyPolicyLinkOf(app.db, store.id) : null,
  };
}

/**
 * POST /zapi/account/consent: one switch. The option must be the store's, carry the given key and be
 * of a type the store has on; anything else is 404, like the page that would show it.
 */
export async function switchConsent(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.consent>,
): Promise<ConsentEntry> {
  const member = await requireMember(app, request);
  const store = requireStore(request);
  const body = await bodyOf();
  const option = await findConsentOption(app.db, store.id, Number(body.consentOptionId));
  if (!option || option.key !== body.key || !isConsentTypeEnabled(store.status, option.type)) throw notFound();
  const now = app.now();
  await saveConsent(app.db, member.id, option.id, body.value, now);
  await recordAccountChange(app.db, request, member.id, 'consent', now, [option.key]);
  return {
    consentOptionId: String(option.id),
    key: option.key,
    title: option.title,
    description: option.description,
    value: body.value,
  };
}
