import { apiPaths } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forMembers } from '../member/require-member';
import { consentScreenOf, switchConsent } from './consent-switch';
import { reConsent, reConsentScreenOf } from './re-consent';

/** Newsletter and privacy consents, and policy re-consent (issue 5). */
export const consentPlugin = fp(
  async (app: FastifyInstance) => {
    app.screenData.register('/mypage/consent', forMembers(app, async (screen, member) => consentScreenOf(app, screen, member)));
    app.post(apiPaths.consent, async (request) => switchConsent(app, request));

    app.screenData.register('/mypage/re-consent', forMembers(app, async (screen, member) => reConsentScreenOf(app, screen, member)));
    app.post(apiPaths.policyReConsent, async (request) => reConsent(app, request));
  },
  { name: 'consent', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
