import { useScreenData } from '@vs/mf';
import { FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { ConsentSwitch } from '../../components/consent-switch';
import { PrivacyNotes } from './privacy-notes';

/**
 * /mypage/consent?type=newsletter|privacy: one switch per consent option, each saved as it is
 * toggled (spec 000 §2 "Consent screen", §4 "Consent switch"); the outcome shows as a toast.
 */
export default function ConsentPage() {
  const data = useScreenData('/mypage/consent');
  const { t } = useTranslation('consent');
  return (
    <FormPage title={t(`${data.type}.title`)}>
      <p css={leadCss}>{t(`${data.type}.lead`)}</p>
      {data.type === 'privacy' ? <PrivacyNotes policy={data.privacyPolicy} /> : null}
      {data.options.length === 0 ? (
        <p css={leadCss}>{t('options.empty')}</p>
      ) : (
        <ul
          aria-label={t('options.listLabel')}
          css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}
        >
          {data.options.map((option) => (
            <ConsentSwitch key={option.consentOptionId} option={option} />
          ))}
        </ul>
      )}
    </FormPage>
  );
}
