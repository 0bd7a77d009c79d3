import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { forMembers } from '../member/require-member';
import { consentScreenOf, switchConsent } from './consent-switch';
import { reConsent, reConsentScreenOf } from './re-consent';

/** Newsletter and privacy consents, and policy re-consent. */
export const consentPlugin = fp(
  async (app: FastifyInstance) => {
    app.screenData.register(
      '/mypage/consent',
      forMembers(app, async (screen, member) => consentScreenOf(app, screen, member)),
    );
    route(app, endpoints.consent, async (call) => switchConsent(app, call));

    app.screenData.register(
      '/mypage/re-consent',
      forMembers(app, async (screen, member) => reConsentScreenOf(app, screen, member)),
    );
    route(app, endpoints.policyReConsent, async (call) => reConsent(app, call));
  },
  { name: 'consent', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
