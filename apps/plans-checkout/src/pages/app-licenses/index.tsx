import { usePageTitle } from '@vs/theming';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import licenseList, { type LicensedPackage } from 'virtual:vs-license-list';
import { pageCss, sectionHeadingCss } from '../../components/page-styles';

const listCss = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 } as const;

/** Notices are English texts with their own line breaks, some wider than a phone. */
const noticeCss = {
  margin: '8px 0 16px',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.8125rem',
  lineHeight: 1.5,
} as const;

function PackageNotice({ pkg }: { readonly pkg: LicensedPackage }) {
  const { t } = useTranslation('plans');
  return (
    <li>
      <details>
        <summary css={{ cursor: 'pointer', paddingBlock: 4, overflowWrap: 'anywhere' }}>
          {t('licenses.summary', { name: pkg.name, version: pkg.version, license: pkg.license })}
        </summary>
        {pkg.notice === null ? (
          <p>{t('licenses.noNotice', { license: pkg.license })}</p>
        ) : (
          <pre lang="en" css={noticeCss}>
            {pkg.notice}
          </pre>
        )}
      </details>
    </li>
  );
}

/**
 * /app/licenses (spec 000 §2, linked from the footer in the Android app): the licences of the
 * production packages and the data attributions, from the list made when this remote was built.
 */
export default function AppLicensesPage() {
  const { t } = useTranslation('plans');
  const title = t('licenses.title');
  usePageTitle(title);
  const dataId = useId();
  const packagesId = useId();
  return (
    <div css={pageCss}>
      <h1>{title}</h1>
      <p css={{ margin: 0 }}>{t('licenses.intro')}</p>
      {licenseList.attributions.length === 0 ? null : (
        <section aria-labelledby={dataId}>
          <h2 id={dataId} css={sectionHeadingCss}>
            {t('licenses.dataHeading')}
          </h2>
          <ul css={listCss}>
            {licenseList.attributions.map((attribution) => (
              <li key={attribution} lang="en">
                {attribution}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={packagesId}>
        <h2 id={packagesId} css={sectionHeadingCss}>
          {t('licenses.packagesHeading')}
        </h2>
        <p>{t('licenses.packageCount', { count: licenseList.packages.length })}</p>
        <ul css={listCss}>
          {licenseList.packages.map((pkg) => (
            <PackageNotice key={`${pkg.name}@${pkg.version}`} pkg={pkg} />
          ))}
        </ul>
      </section>
    </div>
  );
}
