import type { MypageTopScreenData } from '@vs/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { consentPath, mypagePaths } from '../../paths';
import { TopSection } from './top-section';

type LinkFlag = keyof MypageTopScreenData['links'];

const targets: readonly { readonly flag: LinkFlag; readonly to: string }[] = [
  { flag: 'newsletterConsent', to: consentPath('newsletter') },
  { flag: 'privacyConsent', to: consentPath('privacy') },
  { flag: 'pinCode', to: mypagePaths.profilePin },
  { flag: 'connections', to: mypagePaths.connections },
];

/** Consents, PIN code and connected apps: each only where the store (and the browser) offer it. */
export function MoreLinks({ links }: { readonly links: MypageTopScreenData['links'] }) {
  const { t } = useTranslation('account');
  const shown = targets.filter((target) => links[target.flag]);
  if (shown.length === 0) return null;
  return (
    <TopSection title={t('top.more.heading')}>
      <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space(5), display: 'grid', gap: theme.space(3) })}>
        {shown.map((target) => (
          <li key={target.flag}>
            <Link to={target.to}>{t(`top.more.${target.flag}`)}</Link>
          </li>
        ))}
      </ul>
    </TopSection>
  );
}
