import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ButtonLink } from './button-link';
import { renderUi } from './test-utils';

describe('Button', () => {
  it('runs its action', async () => {
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('announces the disabled state, stays focusable, and blocks clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit" disabled onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a busy state while loading', () => {
    renderUi(<Button loading>Pay</Button>);
    const button = screen.getByRole('button', { name: /Pay/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('ButtonLink stays a link', () => {
    renderUi(<ButtonLink to="/plans">Plans</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plans');
  });
});
