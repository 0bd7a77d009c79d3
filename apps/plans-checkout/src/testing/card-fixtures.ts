import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeProviderStub } from '@vs/ui/testing';
import { afterEach } from 'vitest';

export { sandboxProviderSettings as provider, stubProvider } from '@vs/ui/testing';

afterEach(removeProviderStub);

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
