import { Button } from '@vs/ui';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import { downloadText } from './download-text';

export const backupCodesFileName = 'backup-codes.txt';

/** The backup codes, one a line, as they are copied and saved. */
export function backupCodesText(codes: readonly string[]): string {
  return `${codes.join('\n')}\n`;
}

/** The codes, with copy-all and download-as-text-file (spec 000 §3 "backupCodeList"). */
export function BackupCodeList({ codes }: { readonly codes: readonly string[] }) {
  const { t } = useTranslation('mypage');
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <ul
        aria-label={t('backupCodes.listLabel')}
        css={(theme) => ({
          margin: 0,
          padding: theme.space(4),
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9em, 1fr))',
          gap: theme.space(2),
          background: theme.colors.surface,
          borderRadius: theme.radius,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1.125rem',
        })}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'center' })}>
        <CopyButton text={backupCodesText(codes)} label={t('backupCodes.copy')} />
        <Button variant="secondary" onClick={() => downloadText(backupCodesFileName, backupCodesText(codes))}>
          {t('backupCodes.download')}
        </Button>
      </div>
    </div>
  );
}
