import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreRecord } from '../store/store.repository';
import { createFlow, findFlow, type SignupFlow } from './signup-flow.repository';
import { signupSettingsOf, type SignupSettings } from '../store/signup-settings';

declare module '../session/session-data' {
  interface SessionData {
    /** The sign-up in progress (signup_flows.id); kept across the login that ends it. */
    signupFlowId?: string;
  }
}

/** Where one visitor stands in sign-up, read once per request. */
export interface SignupContext {
  readonly store: StoreRecord;
  readonly settings: SignupSettings;
  readonly flow: SignupFlow | null;
  /** A member is logged in (sign-up is for guests). */
  readonly loggedIn: boolean;
  /** This flow made the account the session is logged in as. */
  readonly accountCreated: boolean;
  /** The session had a sign-up flow that has since expired (spec 001 §8 "Sign-up: … timeout"). */
  readonly timedOut: boolean;
}

export async function signupContextOf(
  app: FastifyInstance,
  request: FastifyRequest,
  store: StoreRecord,
): Promise<SignupContext> {
  const [settings, flowId, accountId] = await Promise.all([
    signupSettingsOf(app.db, store.id),
    request.session.get('signupFlowId'),
    request.session.get('accountId'),
  ]);
  const flow = flowId ? await findFlow(app.db, flowId, store.id, app.now()) : null;
  const loggedIn = (await request.session.get('authId')) !== undefined;
  return {
    store,
    settings,
    flow,
    loggedIn,
    accountCreated: !!flow?.accountId && flow.accountId === accountId,
    timedOut: !!flowId && !flow,
  };
}

/** The flow of this session, started on the first sign-up call. */
export async function ensureFlow(
  app: FastifyInstance,
  request: FastifyRequest,
  context: SignupContext,
): Promise<SignupFlow> {
  if (context.flow) return context.flow;
  const flow = await createFlow(app.db, context.store.id, app.now());
  await request.session.set('signupFlowId', flow.id);
  return flow;
}

export const hasSentPin = (flow: SignupFlow | null): flow is SignupFlow & { email: string } =>
  !!flow?.email && flow.lastSentAt !== null;
export const isPinVerified = (flow: SignupFlow | null): boolean => hasSentPin(flow) && flow.pinVerifiedAt !== null;
