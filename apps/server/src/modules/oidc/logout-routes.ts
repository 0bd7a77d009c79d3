import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route';
import { displayNameOf } from '../account/accounts.repository';
import { memberOf } from '../member/require-member';
import { clientInfoOf } from './interaction';
import { afterLogoutPath, endProviderLogout, logoutGonePath, pendingLogoutOf } from './logout';
import { LOGOUT_COMPLETE_PAGE } from './logout-pages';

/**
 * RP-initiated logout's confirmation (OpenID Connect RP-Initiated Logout 1.0): the page names the
 * client that asked and the member it logs out, and its two answers are calls of the endpoint table,
 * CSRF-checked like every write; a cross-site page can make the provider ask, never answer for the member.
 */
export function registerLogout(app: FastifyInstance): void {
  app.screenData.register('/oidc/logout', async ({ request, reply }) => {
    const pending = await pendingLogoutOf(app, request, reply);
    if (!pending) return { redirectTo: logoutGonePath() };
    const member = await memberOf(app, request);
    return {
      clientInfo: pending.clientId === undefined ? null : await clientInfoOf(app, request, pending.clientId),
      account: member ? { displayName: displayNameOf(member), email: member.email } : null,
    };
  });
  app.screenData.register('/oidc/logout/complete', async () => ({ ok: true }));

  // Log out: the provider's session and the store's own end, so /mypage asks for a login again.
  route(app, endpoints.oidcLogout, async ({ request, reply }) => {
    const pending = await pendingLogoutOf(app, request, reply);
    if (!pending) return { redirectTo: logoutGonePath() };
    await endProviderLogout(app, pending, true);
    await request.session.destroy();
    request.log.info({ clientId: pending.clientId }, 'oidc logout: store session ended');
    return { redirectTo: afterLogoutPath(pending, LOGOUT_COMPLETE_PAGE) };
  });

  // Stay logged in: only the asking client's session ends; the member goes back to it, else to the top.
  route(app, endpoints.oidcLogoutStay, async ({ request, reply }) => {
    const pending = await pendingLogoutOf(app, request, reply);
    if (!pending) return { redirectTo: logoutGonePath() };
    await endProviderLogout(app, pending, false);
    request.log.info({ clientId: pending.clientId }, 'oidc logout: member stayed logged in');
    return { redirectTo: afterLogoutPath(pending, '/') };
  });
}
