import { describe, expect, it } from 'vitest';
import { endpointTable, endpoints } from './index';

const sources = Object.entries(
  import.meta.glob<string>(['./endpoints/*.ts', '!./endpoints/index.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([name, text]) => ({ name, text }));

describe('the endpoint table', () => {
  it('lists every endpoint of the area modules once', () => {
    expect(endpointTable().length).toBeGreaterThan(40);
    expect(endpointTable()).toContain(endpoints.passwordEdit);
    const keys = endpointTable().map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares each endpoint pure, so a page bundles only the endpoints it calls', () => {
    expect(sources.length).toBeGreaterThan(4);
    for (const { name, text } of sources) {
      const declarations = text.match(/= (\/\* @__PURE__ \*\/ )?endpoint</g) ?? [];
      expect(
        declarations.filter((d) => !d.includes('@__PURE__')),
        name,
      ).toEqual([]);
    }
  });

  it('builds each body schema from its rules', () => {
    expect(endpoints.passwordEdit.body('default').isValidSync({ oldPassword: 'x', newPassword: 'Passw0rdpass' })).toBe(
      true,
    );
    expect(
      endpoints.passwordEdit.body('uppercase').isValidSync({ oldPassword: 'x', newPassword: 'passw0rdpass' }),
    ).toBe(false);
  });
});
