// Which Chromium the journeys and benchmarks launch: CHROME_PATH when set (any Chromium or Chrome
// build), else Debian's (chromium.json). Browsers are never downloaded here.
import { existsSync } from 'node:fs';
import setup from './chromium.json' with { type: 'json' };

/** The flags every launch uses (chromium.json says why). */
export const chromiumArgs = setup.args;

/** The full browser: what the benchmarks measure with (Lighthouse). */
export function chromiumPath() {
  return process.env.CHROME_PATH || setup.executablePath;
}

/**
 * The journeys' browser: Debian's headless shell when installed (chromium-headless-shell, the same
 * Chromium without its UI; CI installs it), else the full browser.
 */
export function journeyChromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(setup.headlessShellPath) ? setup.headlessShellPath : setup.executablePath;
}

/** Why no browser can be launched, in words for the person running the command, or null. */
export function missingChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return null;
  return process.env.CHROME_PATH
    ? `CHROME_PATH names ${path}, which does not exist.`
    : `No Chromium at ${path}. Install Debian's (apt-get install -y chromium chromium-headless-shell)` +
        ' or set CHROME_PATH to a Chromium or Chrome binary.';
}
