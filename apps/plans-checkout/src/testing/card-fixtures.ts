import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';

/** The sandbox provider's browser settings, as the screen data gives them. */
export const provider = {
  origin: 'http://127.0.0.1:3040',
  tokenScriptUrl: 'http://127.0.0.1:3040/js/token.js',
  tds2ScriptUrl: 'http://127.0.0.1:3040/js/tds2info.js',
  tokenScriptIntegrity: null,
  tds2ScriptIntegrity: null,
  merchantId: 'm',
  serviceId: 's',
};

/** The provider's globals as its scripts define them: the card goes to them, never to fetch. */
export function stubProvider() {
  const seen: unknown[] = [];
  window.com_sbps_system = {
    generateToken: (params, callback) => {
      seen.push(params);
      callback({ result: 'OK', tokenResponse: { token: 'tok', tokenKey: 'key' } });
    },
  };
  window.com_sbps_system_tds2 = {
    generateToken: (_params, callback) =>
      callback({ result: 'OK', tokenResponse: { tds2infoToken: 'tds', tds2infoTokenKey: 'tdsKey' } }),
  };
  return seen;
}
afterEach(() => {
  delete window.com_sbps_system;
  delete window.com_sbps_system_tds2;
});

/** Types the test card 4111 1111 1111 1111 into the plan's how to pay (English labels). */
export async function fillCard() {
  await userEvent.click(screen.getByRole('radio', { name: 'New credit card' }));
  await userEvent.click(screen.getByRole('textbox', { name: /Card number/ }));
  await userEvent.paste('4111 1111 1111 1111');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Month/ }), '12');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Year/ }), String(new Date().getFullYear() + 3));
  await userEvent.click(screen.getByLabelText(/Security code/));
  await userEvent.paste('123');
}
