import type { LoginType } from '@vs/contract';
import { useId, type ReactNode } from 'react';
import { ModeTabs, modeTabId } from './mode-tabs';

export interface LoginModesProps {
  readonly modes: readonly LoginType[];
  readonly mode: LoginType;
  readonly onChange: (mode: LoginType) => void;
  /** The form of the current mode. */
  readonly children: ReactNode;
}

/** The password / e-mailed-code tabs and their panel; with one mode, the form alone (no tabs). */
export function LoginModes({ modes, mode, onChange, children }: LoginModesProps) {
  const panelId = useId();
  const tabbed = modes.length > 1;
  return (
    <>
      {tabbed ? <ModeTabs modes={modes} mode={mode} onChange={onChange} panelId={panelId} /> : null}
      <div
        id={panelId}
        role={tabbed ? 'tabpanel' : undefined}
        aria-labelledby={tabbed ? modeTabId(panelId, mode) : undefined}
      >
        {children}
      </div>
    </>
  );
}
