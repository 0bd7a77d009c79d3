import { Button, Dialog } from '@vs/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  /** While true the action runs: confirm shows a spinner, nothing else responds, Escape does nothing. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before something that cannot be taken back (disabling a factor, forgetting devices). */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('mypage');
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
