import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { forMembers } from '../member/require-member';
import { accountSettingsOf } from '../store/account-settings';
import { rootScreenDataOf } from '../screen-data/root-data';
import { accountHeaderOf } from './account-header';
import { loadMypageTop, mypageTopOf } from './mypage-top';
import { editPassword, passwordScreenOf } from './password-edit';
import { editProfile, profileEditScreenOf } from './profile-edit';
import { loadImageCodec } from './image-reencode';
import { registerProfileImage } from './profile-image';
import { registerProfilePin } from './profile-pin';
import { profileImageUpdatedAt, profileImageUrlOf } from './profile-images.repository';
import { editUserId, userIdScreenOf } from './user-id-edit';

const done = async () => ({ ok: true as const });

/** My Page top, profile, profile image, password and user ID changes, profile PIN. */
export const accountProfilePlugin = fp(
  async (app: FastifyInstance) => {
    // Every layout asks for it, guest or member: the side menu and the member's profile image.
    route(app, endpoints.accountHeaderScreenData, async ({ request }) => accountHeaderOf(app, request));
    // A page a remote's release added: the root data, and on an account page, for members
    // only, the account header, as the layout's own pages have them.
    const accountPage = forMembers(app, async ({ request }) => ({
      root: await rootScreenDataOf(request),
      accountHeader: await accountHeaderOf(app, request),
    }));
    app.screenData.registerReleasePages(async (screen, { layout }) =>
      layout === 'account'
        ? accountPage(screen)
        : { root: await rootScreenDataOf(screen.request), accountHeader: null },
    );

    app.screenData.register(
      '/mypage',
      forMembers(app, async (screen, member, extra) => mypageTopOf(app, screen, member, extra), loadMypageTop),
    );

    app.screenData.register(
      '/mypage/edit',
      forMembers(app, async ({ store }, member) => profileEditScreenOf(app, store.id, member)),
    );
    app.screenData.register('/mypage/edit/complete', forMembers(app, done));
    route(app, endpoints.accountEdit, async (call) => editProfile(app, call));

    app.screenData.register(
      '/mypage/profile/edit',
      forMembers(app, async ({ store }, member) => {
        if (!(await accountSettingsOf(app.db, store.id)).isProfileImageEnabled) throw notFound();
        // The page that uploads: the image codec loads while the member picks a file.
        loadImageCodec().catch((err: unknown) => app.log.error({ err }, 'the image codec did not load'));
        return { profileImageUrl: profileImageUrlOf(await profileImageUpdatedAt(app.db, member.id)) };
      }),
    );
    registerProfileImage(app);

    app.screenData.register(
      '/mypage/password/edit',
      forMembers(app, async ({ store }, member) => passwordScreenOf(app, store.id, member)),
    );
    app.screenData.register('/mypage/password/edit/complete', forMembers(app, done));
    route(app, endpoints.passwordEdit, async (call) => editPassword(app, call));

    app.screenData.register(
      '/mypage/user-id/edit',
      forMembers(app, async ({ store }, member) => userIdScreenOf(app, store.id, member)),
    );
    app.screenData.register('/mypage/user-id/edit/complete', forMembers(app, done));
    route(app, endpoints.userIdEdit, async (call) => editUserId(app, call));

    registerProfilePin(app);
  },
  {
    name: 'account-profile',
    dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail', 'account-closing'],
  },
);
