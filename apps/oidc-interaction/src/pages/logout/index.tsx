import { call, nextStepOf } from '@vs/api-client';
import { endpoints, type OidcClientInfo } from '@vs/contract';
import { documentNavigation, useScreenData } from '@vs/mf';
import { Button } from '@vs/ui';
import { actionsCss, FormPage, leadCss, noteCss, PageAlert, useFailureText } from '@vs/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientCard } from '../../components/client-card';
import { useClientName } from '../../components/client-name';

type Choice = 'logout' | 'stay';

function ClientLead({ client }: { readonly client: OidcClientInfo }) {
  const { t } = useTranslation('oidc');
  return <p css={leadCss}>{t('logout.leadClient', { client: useClientName(client) })}</p>;
}

/**
 * /oidc/logout: a client asked to log the member out (RP-initiated logout). Nothing ends until the
 * member answers: log out of the store (and every app of this browser's login), or stay logged in
 * (only the asking app's login ends). Either way the browser then leaves by a full load: to the
 * app's registered address, or to the site with the session the answer left.
 */
export default function OidcLogoutPage() {
  const data = useScreenData('/oidc/logout');
  const { t } = useTranslation('oidc');
  const failureText = useFailureText({ namespace: 'oidc' });
  const [pending, setPending] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (choice: Choice) => {
    if (pending) return;
    setPending(choice);
    setFailure(null);
    try {
      const endpoint = choice === 'logout' ? endpoints.oidcLogout : endpoints.oidcLogoutStay;
      const next = await nextStepOf(await call(endpoint, undefined));
      if (next) documentNavigation.assign(next);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <FormPage title={t('title.logout')}>
      {data.clientInfo ? <ClientLead client={data.clientInfo} /> : <p css={leadCss}>{t('logout.lead')}</p>}
      {data.clientInfo ? <ClientCard client={data.clientInfo} /> : null}
      {data.account ? (
        <dl css={{ margin: 0 }}>
          <dt css={{ fontWeight: 700 }}>{t('logout.signedInAs')}</dt>
          <dd css={{ margin: '4px 0 0' }} data-testid="signed-in-account">
            {data.account.displayName}
            {data.account.displayName !== data.account.email ? ` (${data.account.email})` : null}
          </dd>
        </dl>
      ) : null}
      <p css={noteCss}>{t('logout.note')}</p>
      <PageAlert>{failure}</PageAlert>
      <div css={actionsCss}>
        <Button loading={pending === 'logout'} onClick={() => void choose('logout')}>
          {t('logout.confirm')}
        </Button>
        {/* A guest has no login to keep: the only answer is to finish the app's logout. */}
        {data.account ? (
          <Button variant="secondary" loading={pending === 'stay'} onClick={() => void choose('stay')}>
            {t('logout.stay')}
          </Button>
        ) : null}
      </div>
    </FormPage>
  );
}
