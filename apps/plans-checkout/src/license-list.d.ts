/** The licence list made at build time from the installed production packages (tools/mf/license-list-plugin.ts). */
declare module 'virtual:vs-license-list' {
  export interface LicensedPackage {
    readonly name: string;
    readonly version: string;
    /** The SPDX expression (or the words) of the package's own package.json. */
    readonly license: string;
    /** Its LICENSE, COPYING and NOTICE files, or null when it ships none. */
    readonly notice: string | null;
  }
  export interface LicenseList {
    /** Attributions that a package's data asks for (MaxMind's GeoLite2, in geoip-country). */
    readonly attributions: readonly string[];
    readonly packages: readonly LicensedPackage[];
  }
  const list: LicenseList;
  export default list;
}

/** hls.js's light build: the package's "./light" export names no types, and they are the full build's. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
