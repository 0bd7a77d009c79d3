import { PageMain, SiteFooter, SkipLink } from '@vs/mf';
import { useBrowserInfo } from '@vs/theming';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { accountMenuItems, showsAccountMenu } from '../chrome/menu-items';
import type { accountHeaderLoader } from './account-header-loader';
import { ProfileMenu } from '../chrome/profile-menu';
import { SideMenu } from '../chrome/side-menu';
import { SiteHeader } from '../chrome/site-header';
import { SliderMenu } from '../chrome/slider-menu';

/**
 * My Page area: header with the profile menu; the side menu (wide) or slider (narrow) except in the
 * app and on completion pages. In the app, where there is no menu, a Back link leads to My Page.
 */
export default function AccountLayout() {
  const header = useLoaderData<typeof accountHeaderLoader>();
  const { isApp } = useBrowserInfo();
  const { pathname } = useLocation();
  const { t } = useTranslation('layout');
  const withMenu = showsAccountMenu(pathname, isApp);
  const items = accountMenuItems(header.menu);
  const showBack = !withMenu && isApp && pathname.replace(/\/$/, '') !== '/mypage';

  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader end={header.isLoggedIn ? <ProfileMenu imageUrl={header.profileImageUrl} /> : null} />
      {withMenu ? <SliderMenu items={items} /> : null}
      <div
        css={(theme) => ({
          width: '100%',
          maxWidth: 1200,
          margin: '0 auto',
          padding: `${theme.space(4)} ${theme.space(4)} 0`,
          flex: 1,
          display: 'flex',
          gap: theme.space(8),
        })}
      >
        {withMenu ? <SideMenu items={items} /> : null}
        <div css={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {showBack ? (
            <Link to="/mypage" css={{ alignSelf: 'flex-start', padding: '8px 0' }}>
              {t('back')}
            </Link>
          ) : null}
          <PageMain />
        </div>
      </div>
      <SiteFooter />
    </div>
  );
}
