import { useStoreSettings, wideBreakpoint } from '@vs/theming';
import { Link } from 'react-router-dom';

/** logoPc from the wide breakpoint up, logoSp below; the service name when the store has no logo. */
export function Logo() {
  const { serviceName, images } = useStoreSettings();
  const narrow = images.logoSp ?? images.logoPc;
  return (
    <Link
      to="/"
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        color: theme.colors.text,
        fontWeight: 700,
        textDecoration: 'none',
        minHeight: 44,
      })}
    >
      {narrow ? (
        <picture>
          {images.logoPc ? <source media={`(min-width: ${wideBreakpoint}px)`} srcSet={images.logoPc} /> : null}
          <img src={narrow} alt={serviceName} css={{ display: 'block', maxHeight: 40, width: 'auto' }} />
        </picture>
      ) : (
        serviceName
      )}
    </Link>
  );
}
