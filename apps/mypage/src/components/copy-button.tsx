import { Button } from '@vs/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CopyButtonProps {
  readonly text: string;
  readonly label: string;
}

/** Copies `text` to the clipboard and says whether that worked, next to the button. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation('mypage');
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      // No clipboard (insecure context, permission refused): the text stays on screen to copy by hand.
      setOutcome('failed');
    }
  };
  return (
    <span css={(theme) => ({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}>
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" css={(theme) => ({ color: theme.colors.textMuted, fontSize: '0.875rem' })}>
        {outcome ? t(`copy.${outcome}`) : ''}
      </span>
    </span>
  );
}
