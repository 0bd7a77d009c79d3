import { PROFILE_IMAGE_SIZE } from '@vs/contract';

interface Props {
  readonly src: string | null;
  readonly caption: string;
  readonly alt: string;
  /** Said and shown in the image's place when there is none. */
  readonly placeholder?: string;
}

/** One 200×200 square with its caption: the stored image, the new one, or a placeholder circle. */
export function ProfileImageFigure({ src, caption, alt, placeholder }: Props) {
  return (
    <figure css={(theme) => ({ margin: 0, display: 'grid', gap: theme.space(2), justifyItems: 'center' })}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={PROFILE_IMAGE_SIZE}
          height={PROFILE_IMAGE_SIZE}
          css={{ borderRadius: '50%', objectFit: 'cover', maxWidth: '100%', height: 'auto' }}
        />
      ) : (
        <div
          css={(theme) => ({
            width: PROFILE_IMAGE_SIZE,
            maxWidth: '100%',
            aspectRatio: '1',
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
            color: theme.colors.textMuted,
          })}
        >
          {placeholder}
        </div>
      )}
      <figcaption css={{ fontWeight: 700 }}>{caption}</figcaption>
    </figure>
  );
}
