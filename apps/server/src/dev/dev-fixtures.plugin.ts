import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { subscriptions } from '../db/schema';
import { AppError } from '../http/app-error';
import { route, type EndpointCall } from '../http/endpoint-route';
import { findAccount, insertAccount } from '../modules/account/accounts.repository';
import { finishLogin } from '../modules/auth/login-service';
import { hashPassword } from '../modules/password/password-hasher';
import { currentPolicies, insertConsents } from '../modules/policy/policy.repository';
import { requireStore } from '../modules/store/store.plugin';
import { createFixtureSubscription } from './dev-subscription';

/**
 * Creates a member of the request's store, with a contract if asked, and with `logIn` logs this
 * browser in as that member the way a successful login does (no second factor: it has none).
 */
async function createFixtureMember(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.devFixtureMember>,
): Promise<{ authId: string }> {
  const store = requireStore(request);
  const body = await bodyOf();
  const now = app.now();
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const member = await app.db.transaction(async (db) => {
    const row = await insertAccount(db, {
      storeId: store.id,
      email: body.email,
      userId: null,
      passwordHash,
      emailVerifiedAt: body.emailVerified ? now : null,
      customAssociatedInfo: {},
      createdAt: now,
      passwordUpdatedAt: now,
    });
    // Like any member who signed up, it agreed to the store's current policies (else My Page asks first).
    const current = await currentPolicies(db, store.id, now);
    await insertConsents(
      db,
      row.id,
      body.outdatedConsent ? current.map((policy) => ({ ...policy, revision: policy.revision - 1 })) : current,
      now,
    );
    if (body.subscriptionPlanId) {
      await db.insert(subscriptions).values({
        storeId: store.id,
        accountId: row.id,
        planId: body.subscriptionPlanId,
        status: body.subscriptionStatus,
        createdAt: now,
      });
    }
    return row;
  });
  if (body.logIn) await finishLogin(request, member, new Date(now.getTime() - body.loginAgeMinutes * 60_000));
  request.log.info({ authId: member.authId, loggedIn: body.logIn }, 'fixture member created');
  return { authId: member.authId };
}

/** POST /dev/fixtures/member (config.devFixtures only): members in states no page can make yet. */
export const devFixturesPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.devFixtureMember, async (call) => createFixtureMember(app, call));
    route(app, endpoints.devFixtureSubscription, async (call) => createFixtureSubscription(app, call));
    // The floor of bench:screen-data: what any member screen data must do at least (the session, the
    // account), through the same hooks, so the benchmark can show what a page adds on top.
    route(app, endpoints.devFixtureFloor, async ({ request }) => {
      const accountId = await request.session.get('accountId');
      const account = accountId ? await findAccount(app.db, requireStore(request).id, accountId) : null;
      if (!account) throw new AppError(401, 'UNAUTHORIZED', 'Not logged in.');
      return { email: account.email };
    });
  },
  { name: 'dev-fixtures', dependencies: ['database', 'store', 'session', 'clock'] },
);
