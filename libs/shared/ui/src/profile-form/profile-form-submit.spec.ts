import { describe, expect, it } from 'vitest';
import { profileFormPathOf } from './profile-form-submit';
import { someSettings } from './profile-form.test-kit';

describe('profileFormPathOf', () => {
  const settings = someSettings({
    customAssociatedInfo: [
      { id: 'off', title: 'off', type: 'TEXT', rule: 'NOT_USE', selectOptions: [] },
      { id: 'job', title: 'job', type: 'TEXT', rule: 'OPTIONAL', selectOptions: [] },
    ],
  });

  it.each([
    ['familyName', 'familyName'],
    ['optionalInfo.familyName', 'familyName'],
    ['customAssociatedInfo.job', 'custom.0'],
    ['customAssociatedInfo["job"]', 'custom.0'],
    ['customAssociatedInfo.off', null],
    ['password', null],
    ['optionalInfo.unknown', null],
  ])('%s → %s', (server, path) => {
    expect(profileFormPathOf(server, settings)).toBe(path);
  });
});
