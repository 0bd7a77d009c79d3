import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from './index';

describe('home page', () => {
  it('renders nothing: its loader redirects to /plans', () => {
    expect(render(<HomePage />).container.innerHTML).toBe('');
  });
});
