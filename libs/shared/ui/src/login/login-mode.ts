import type { LoginScreenData, LoginType } from '@vs/contract';

/** The modes the store enables, password first (the order of the tabs). */
export function enabledModes(data: Pick<LoginScreenData, 'isEnabledPassword' | 'isEnabledAuthCode'>): LoginType[] {
  const modes: LoginType[] = [];
  if (data.isEnabledPassword) modes.push('password');
  if (data.isEnabledAuthCode) modes.push('authCode');
  // A store with neither is a misconfiguration; the password form at least says why a login fails.
  return modes.length > 0 ? modes : ['password'];
}

/** `?loginType=` when it names an enabled mode, else the store's default when enabled, else the first enabled. */
export function initialMode(
  requested: string | null,
  defaultLoginType: LoginType,
  modes: readonly LoginType[],
): LoginType {
  const wanted = [requested, defaultLoginType].find((mode): mode is LoginType => modes.includes(mode as LoginType));
  return wanted ?? modes[0] ?? 'password';
}
