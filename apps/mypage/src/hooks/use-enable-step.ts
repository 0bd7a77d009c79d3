import type { EnableMultiFactorAnswer } from '@vs/contract';
import { useFollow } from '@vs/ui/form';
import { useCallback, useState } from 'react';

/**
 * What a confirmed code leads to: the complete page (`redirectTo`), or, for the member's first
 * factor, the backup codes to save first. `codeSent` is the send step's answer and changes nothing here.
 */
export function useEnableStep(): {
  readonly backupCodes: readonly string[] | null;
  readonly onConfirmed: (answer: EnableMultiFactorAnswer) => void;
} {
  const follow = useFollow();
  const [backupCodes, setBackupCodes] = useState<readonly string[] | null>(null);
  const onConfirmed = useCallback(
    (answer: EnableMultiFactorAnswer) => {
      if ('redirectTo' in answer) follow(answer.redirectTo);
      else if ('backupCodeList' in answer) setBackupCodes(answer.backupCodeList);
    },
    [follow],
  );
  return { backupCodes, onConfirmed };
}
