import { apiPaths } from '@vs/contract';
import { emailSchema } from '@vs/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { boolean, number, object, string } from 'yup';
import { subscriptions } from '../db/schema';
import { validateBody } from '../http/validate';
import { insertAccount } from '../modules/account/accounts.repository';
import { finishLogin } from '../modules/auth/login-service';
import { hashPassword } from '../modules/password/password-hasher';
import { currentPolicies, insertConsents } from '../modules/policy/policy.repository';
import { requireStore } from '../modules/store/store.plugin';

const bodySchema = () =>
  object({
    email: emailSchema(),
    /** null or absent: a member who signed up through an external identity and set no password. */
    password: string().nullable().optional(),
    emailVerified: boolean().default(true),
    subscriptionPlanId: string().optional(),
    subscriptionStatus: string().default('ONGOING_CONTRACT'),
    logIn: boolean().default(false),
    /** The member agreed to the revision before each current one, as if the store had since published new terms. */
    outdatedConsent: boolean().default(false),
    /** With logIn: how long ago the login happened (to reach the step-up check without waiting). */
    loginAgeMinutes: number().integer().min(0).max(24 * 60).default(0),
  });

/**
 * Creates a member of the request's store, with a contract if asked, and with `logIn` logs this
 * browser in as that member the way a successful login does (no second factor: it has none).
 */
async function createFixtureMember(app: FastifyInstance, request: FastifyRequest): Promise<{ authId: string }> {
  const store = requireStore(request);
  const body = await validateBody(bodySchema(), request.body);
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
    await insertConsents(db, row.id, body.outdatedConsent ? current.map((policy) => ({ ...policy, revision: policy.revision - 1 })) : current, now);
    if (body.subscriptionPlanId) {
      await db.insert(subscriptions).values({ storeId: store.id, accountId: row.id, planId: body.subscriptionPlanId, status: body.subscriptionStatus, createdAt: now });
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
    app.post(apiPaths.devFixtureMember, async (request) => createFixtureMember(app, request));
  },
  { name: 'dev-fixtures', dependencies: ['database', 'store', 'session', 'clock'] },
);
