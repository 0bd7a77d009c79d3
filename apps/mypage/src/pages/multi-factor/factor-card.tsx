import type { EnablableMultiFactorType } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { Button, ButtonLink, Card } from '@vs/ui';
import { noteCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { multiFactorSetupPath } from '../../paths';

export interface FactorCardProps {
  readonly type: EnablableMultiFactorType;
  /** ISO time it was enabled, or null while it is off. */
  readonly enabledAt: string | null;
  /** SMS while on: the masked number its codes go to, changed by setting SMS up again. */
  readonly destination?: string;
  readonly busy: boolean;
  readonly onDisable: () => void;
}

/** One offered type: its name, whether it is on (and since when), and the way to turn it on or off. */
export function FactorCard({ type, enabledAt, destination, busy, onDisable }: FactorCardProps) {
  const { t } = useTranslation('mypage');
  const name = t(`factor.${type}`);
  return (
    <Card as="li" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <h2 css={{ margin: 0, fontSize: '1.125rem' }}>{name}</h2>
      <p css={noteCss}>{t(`multiFactor.description.${type}`)}</p>
      <p css={{ margin: 0, fontWeight: 700 }}>
        {enabledAt
          ? t('multiFactor.enabledSince', { date: formatJstDate(enabledAt, 'date') })
          : t('multiFactor.disabled')}
      </p>
      {enabledAt && destination ? <p css={noteCss}>{t('multiFactor.smsDestination', { destination })}</p> : null}
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) })}>
        {enabledAt && destination ? (
          <ButtonLink to={multiFactorSetupPath(type)} variant="secondary">
            {t('multiFactor.changePhone')}
          </ButtonLink>
        ) : null}
        {enabledAt ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={onDisable}
            aria-label={t('multiFactor.disableNamed', { name })}
          >
            {t('multiFactor.disable')}
          </Button>
        ) : (
          <ButtonLink to={multiFactorSetupPath(type)} aria-label={t('multiFactor.enableNamed', { name })}>
            {t('multiFactor.enable')}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
