import { catalogueTexts } from '@vs/catalogue';
import { endpoints, type AccountGrant, type RedirectAnswer } from '@vs/contract';
import { href } from '@vs/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import type { AccountRow } from '../account/accounts.repository';
import { browserInfoOf } from '../device/browser-info';
import { forMembers, requireMember } from '../member/require-member';
import type { ScreenDataContext } from '../screen-data/registry';
import { requireStore } from '../store/store.plugin';
import { connectionsOf } from './connections';
import { clientRowsOf, liveGrantsOf, revokeConnection, scopesOf } from './oidc.repository';

const connectionTexts = catalogueTexts({ notFound: 'mypage:connections.notFound' });

const LIST_PAGE = href('/mypage/connections');

/**
 * Connected apps are hidden in the app browser (spec 000 §6) and exist only where the store is a
 * provider: there the pages send the member back to My Page, whose link is hidden too.
 */
function hiddenFor({ request, store }: ScreenDataContext): boolean {
  return !store.status.isOidcEnabled || browserInfoOf(request.headers['user-agent']).isApp;
}

async function connectionsOfMember(app: FastifyInstance, request: FastifyRequest, member: AccountRow) {
  const storeId = requireStore(request).id;
  const [grants, clients, scopes] = await Promise.all([
    liveGrantsOf(app.db, storeId, member.authId, app.now()),
    clientRowsOf(app.db, storeId),
    scopesOf(app.db, storeId),
  ]);
  return connectionsOf(grants, clients, scopes, languageOf(request));
}

const notLinked = (request: FastifyRequest) =>
  new AppError(404, 'NOT_FOUND', connectionTexts.notFound[languageOf(request)]);

/** /mypage/connections and its detail page, and unlinking (spec 000 §2 "Connections", §4 "Unlink"). */
export function registerConnectionPages(app: FastifyInstance): void {
  app.screenData.register(
    '/mypage/connections',
    forMembers(app, async (screen, member) => {
      if (hiddenFor(screen)) return { redirectTo: href('/mypage') };
      return { grants: await connectionsOfMember(app, screen.request, member) };
    }),
  );

  app.screenData.register(
    '/mypage/connections/client/:clientId',
    forMembers(app, async (screen, member) => {
      if (hiddenFor(screen)) return { redirectTo: href('/mypage') };
      const grants = await connectionsOfMember(app, screen.request, member);
      const grant: AccountGrant | undefined = grants.find((each) => each.clientId === screen.params['clientId']);
      // An app not linked (or unlinked in another tab) is simply not there.
      if (!grant) throw notFound();
      return { grant };
    }),
  );

  // Only the member's own grant: another member's, or one already gone, is the same NOT_FOUND.
  route(app, endpoints.oidcRevokeGrant, async ({ request, params }): Promise<RedirectAnswer> => {
    const member = await requireMember(app, request);
    const store = requireStore(request);
    if (!store.status.isOidcEnabled) throw notLinked(request);
    const clientId = await revokeConnection(app.db, store.id, member.authId, params.grantId);
    if (!clientId) throw notLinked(request);
    request.log.info({ authId: member.authId, clientId }, 'oidc connection unlinked');
    return { redirectTo: LIST_PAGE };
  });
}
