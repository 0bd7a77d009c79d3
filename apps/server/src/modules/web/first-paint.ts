import type { StoreSettingData } from '@vs/contract';
import type { LayoutKind } from '@vs/routes';
import { escapeHtml } from '../../http/escape';

/**
 * The layouts that start with the plain site header bar. Account pages add a 44 px profile button
 * inside the 60 px bar and their menus below it, so the bar itself does not move; OIDC pages have none.
 */
const plainHeaderLayouts: ReadonlySet<LayoutKind> = new Set(['guest', 'login', 'account']);

/** @vs/theming's wideBreakpoint (1000 px), where the shell's Logo switches to logoPc. */
const wideMedia = '(min-width: 1000px)';

function logoHtml({ serviceName, images }: Pick<StoreSettingData, 'serviceName' | 'images'>): string {
  const narrow = images.logoSp ?? images.logoPc;
  if (!narrow) return escapeHtml(serviceName);
  const wide = images.logoPc ? `<source media="${wideMedia}" srcset="${escapeHtml(images.logoPc)}">` : '';
  return `<picture>${wide}<img src="${escapeHtml(narrow)}" alt="${escapeHtml(serviceName)}"></picture>`;
}

/**
 * What #root shows before any script runs: the site header as the shell's SiteHeader and Logo draw
 * it, styled by the `vs-first-paint-*` rules of the shell's index.html. React replaces it whole on
 * its first render, so it is hidden from assistive technology (no second banner, nothing to focus)
 * and holds no link. Empty for layouts whose header the server cannot know.
 */
export function firstPaintHtml(layout: LayoutKind, settings: Pick<StoreSettingData, 'serviceName' | 'images'>): string {
  if (!plainHeaderLayouts.has(layout)) return '';
  return (
    '<div class="vs-first-paint-header" aria-hidden="true"><div class="vs-first-paint-bar">' +
    `<span class="vs-first-paint-logo">${logoHtml(settings)}</span>` +
    '</div></div>'
  );
}
