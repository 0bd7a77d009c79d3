// `@vs/ui/testing`: helpers for component tests of pages built from the ui lib; never imported by app code.
export { fakeRegionLayout } from './fake-region-layout';
export { someSettings } from './profile-settings';
export { removeProviderStub, sandboxProviderSettings, stubProvider, type CardTokenAnswer } from './payment-provider';
