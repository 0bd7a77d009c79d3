import { call, nextStepOf } from '@vs/api-client';
import { endpoints } from '@vs/contract';
import { documentNavigation, useScreenData } from '@vs/mf';
import { Button } from '@vs/ui';
import { actionsCss, FormPage, leadCss, PageAlert, useFailureText } from '@vs/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientCard } from '../../components/client-card';
import { useClientName } from '../../components/client-name';
import { useLeave } from '../../components/leave';

type Choice = 'continue' | 'switch';

/**
 * /oidc/select-account (`prompt=select_account`): continue as the signed-in member, or log out of the
 * site and log in as someone else (spec 000 §2 "OIDC").
 */
export default function OidcSelectAccountPage() {
  const data = useScreenData('/oidc/select-account');
  const { t } = useTranslation('oidc');
  const client = useClientName(data.clientInfo);
  const leave = useLeave();
  // The oidc catalogue has no failure wording of its own: the spec's generic text says it (spec 001 §8).
  const failureText = useFailureText({ namespace: 'oidc', fallback: 'errors:generic' });
  const [pending, setPending] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (choice: Choice) => {
    if (pending) return;
    setPending(choice);
    setFailure(null);
    try {
      const endpoint = choice === 'continue' ? endpoints.oidcSelectAccount : endpoints.oidcSelectAccountSwitch;
      const next = await nextStepOf(await call(endpoint, undefined));
      // After "switch" the site session has ended: the login page loads in full, with a fresh session.
      if (next && choice === 'switch') documentNavigation.assign(next);
      else if (next) leave(next);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <FormPage title={t('title.selectAccount')}>
      <p css={leadCss}>{t('selectAccount.lead', { client })}</p>
      <ClientCard client={data.clientInfo} />
      <dl css={{ margin: 0 }}>
        <dt css={{ fontWeight: 700 }}>{t('selectAccount.signedInAs')}</dt>
        <dd css={{ margin: '4px 0 0' }} data-testid="signed-in-account">
          {data.account.displayName}
          {data.account.displayName !== data.account.email ? ` (${data.account.email})` : null}
        </dd>
      </dl>
      <PageAlert>{failure}</PageAlert>
      <div css={actionsCss}>
        <Button loading={pending === 'continue'} onClick={() => void choose('continue')}>
          {t('selectAccount.continue')}
        </Button>
        <Button variant="secondary" loading={pending === 'switch'} onClick={() => void choose('switch')}>
          {t('selectAccount.switch')}
        </Button>
      </div>
    </FormPage>
  );
}
