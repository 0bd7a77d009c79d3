import type { LicenseList } from 'virtual:vs-license-list';

/** Stands in for the build-time licence list in component tests (vitest.config.ts aliases it). */
const licenseList: LicenseList = {
  attributions: ['This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com.'],
  packages: [
    { name: 'react', version: '19.3.1', license: 'MIT', notice: 'MIT License\n\nCopyright (c) Meta Platforms, Inc.' },
    { name: 'no-file', version: '1.0.0', license: 'ISC', notice: null },
  ],
};
export default licenseList;
