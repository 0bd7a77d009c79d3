import { leadCss } from '@vs/ui/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * Withdrawal is refused while a plan is under contract (spec 001 §6): said instead of the form.
 * `announce` moves focus here when a refused submit replaced the form, so the reason is read out.
 */
export function WithdrawBlocked({ announce = false }: { readonly announce?: boolean }) {
  const { t } = useTranslation('credentials');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (announce) notice.current?.focus();
  }, [announce]);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role={announce ? 'alert' : undefined}
      css={(theme) => ({ display: 'grid', gap: theme.space(3), outline: 'none' })}
    >
      <p
        css={(theme) => ({
          margin: 0,
          padding: theme.space(3),
          border: `2px solid ${theme.colors.danger}`,
          borderRadius: theme.radius,
          fontWeight: 700,
        })}
      >
        {t('withdraw.blocked')}
      </p>
      <p css={leadCss}>{t('withdraw.blockedHint')}</p>
      <p css={leadCss}>
        <Link to="/mypage">{t('common.backToMypage')}</Link>
      </p>
    </div>
  );
}
