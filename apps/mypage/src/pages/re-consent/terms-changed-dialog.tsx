import { Button, Dialog } from '@vs/ui';
import { useTranslation } from 'react-i18next';

/**
 * Spec 001 §8 INVALID_REQUEST on re-consent: a policy changed again while the member read it. The
 * shown revisions can no longer be agreed to, so the one way on is a reload; it cannot be dismissed.
 */
export function TermsChangedDialog({ open, onReload }: { readonly open: boolean; readonly onReload: () => void }) {
  const { t } = useTranslation('consent');
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('reConsent.changed.title')}
      actions={<Button onClick={onReload}>{t('reConsent.changed.reload')}</Button>}
    >
      <p css={{ margin: 0 }}>{t('reConsent.changed.body')}</p>
    </Dialog>
  );
}
