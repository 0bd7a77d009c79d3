import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepBar } from './step-bar';
import { renderWithI18n } from './test-i18n';

describe('StepBar', () => {
  it('shows STEP n/total with one segment per step and reads as a sentence', async () => {
    const { container } = await renderWithI18n(<StepBar current={2} total={4} />);
    expect(screen.getByText('STEP 2/4')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('group', { name: '手続きの進み具合' })).toHaveTextContent('全4ステップ中、ステップ2');
    const states = [...container.querySelectorAll('li')].map((li) => li.dataset['state']);
    expect(states).toEqual(['done', 'current', 'todo', 'todo']);
  });

  it('speaks English', async () => {
    await renderWithI18n(<StepBar current={1} total={3} />, 'en');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });
});
