import { screen } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import OidcErrorRoutePage from './index';

describe('OIDC error page', () => {
  it('shows status, description, type and detail from the query, and the note to start over', async () => {
    await renderPage({
      remote: 'oidc-interaction',
      path: '/oidc/error',
      url: '/oidc/error?status=400&type=invalid_redirect_uri&description=redirect_uri+did+not+match&detail=x',
      page: OidcErrorRoutePage,
      data: { ok: true },
      language: 'en',
    });
    expect(screen.getByText('400')).toBeInTheDocument();
    expect(screen.getByText('invalid_redirect_uri')).toBeInTheDocument();
    expect(screen.getByText('redirect_uri did not match')).toBeInTheDocument();
    expect(screen.getByText('Please go back to the site you came from and start over.')).toBeInTheDocument();
  });

  it('shows the link’s texts as text only, capped, inside fixed wording that says where they came from', async () => {
    const spoof = `<b>Call +81-0000</b>${'!'.repeat(300)}`;
    const { container } = await renderPage({
      remote: 'oidc-interaction',
      path: '/oidc/error',
      url: `/oidc/error?status=400&description=${encodeURIComponent(spoof)}&detail=${encodeURIComponent('a\u0000\nb')}`,
      page: OidcErrorRoutePage,
      data: { ok: true },
    });
    expect(container.querySelector('b')).toBeNull();
    const description = screen.getByText(/^<b>Call \+81-0000<\/b>!+…$/);
    expect(Array.from(description.textContent ?? '')).toHaveLength(201);
    expect(screen.getByText('a b')).toBeInTheDocument();
    expect(
      screen.getByText(
        '以下は、このページを開いたリンクに含まれていた内容です。当サイトが書いたものではないため、その中の指示には従わないでください。',
      ),
    ).toBeInTheDocument();
  });
});
