import { useScreenData } from '@vs/mf';
import { PROFILE_IMAGE_SIZE, profileImageTypes } from '@vs/contract';
import { markAccountHeaderStale } from '@vs/api-client';
import { Button, FormField } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFailureText, useFollow, useMessage } from '@vs/ui/form';
import { isAllowedProfileImageType } from '@vs/validation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { setProfileImage } from '../../api/profile-api';
import { mypageFailures } from '../../components/failures';
import { mypagePaths } from '../../paths';
import { squareDataUrl } from './image-codec';
import { ProfileImageFigure } from './profile-image-figure';

type Pending = 'decode' | 'save' | 'remove' | null;

/**
 * /mypage/profile/edit: choose a JPEG, PNG or GIF; the browser crops its centred square to 200×200
 * and shows it before saving (spec 001 §5 "Profile image"); the current image can also be removed.
 */
export default function ProfileImagePage() {
  const data = useScreenData('/mypage/profile/edit');
  const { t } = useTranslation('profile');
  const message = useMessage('profile');
  const failureText = useFailureText(mypageFailures);
  const follow = useFollow();
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setFileError(null);
    setFailure(null);
    if (!file) return;
    if (!isAllowedProfileImageType(file.type)) {
      setFileError('profile:profileImage.wrongType');
      return;
    }
    setPending('decode');
    try {
      setPreview(await squareDataUrl(file));
    } catch {
      setFileError('profile:profileImage.unreadable');
    } finally {
      setPending(null);
    }
  };

  const send = async (profileImage: string | null, action: Exclude<Pending, 'decode' | null>) => {
    if (pending) return;
    setFailure(null);
    setPending(action);
    try {
      const next = (await setProfileImage({ profileImage })) ?? mypagePaths.top;
      // The header's menu button shows the image too.
      markAccountHeaderStale();
      follow(next);
    } catch (error) {
      setFailure(failureText(error));
      setPending(null);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (preview) void send(preview, 'save');
  };

  return (
    <FormPage title={t('profileImage.title')}>
      <p css={leadCss}>{t('profileImage.lead', { size: PROFILE_IMAGE_SIZE })}</p>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(6) })}>
        <ProfileImageFigure
          src={data.profileImageUrl}
          caption={t('profileImage.current')}
          alt={t('profileImage.currentAlt')}
          placeholder={t('profileImage.none')}
        />
        {preview ? (
          <ProfileImageFigure src={preview} caption={t('profileImage.preview')} alt={t('profileImage.previewAlt')} />
        ) : null}
      </div>
      <form noValidate css={formCss} onSubmit={save}>
        <FormField label={t('profileImage.file')} hint={t('profileImage.fileHint')} error={message(fileError)}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="profileImage"
              accept={profileImageTypes.join(',')}
              onChange={(event) => void choose(event)}
              css={(theme) => ({
                font: 'inherit',
                minHeight: 44,
                '&:focus-visible': { outline: `3px solid ${theme.colors.accentText}`, outlineOffset: 2 },
              })}
            />
          )}
        </FormField>
        <PageAlert>{failure}</PageAlert>
        <div css={actionsCss}>
          <Button
            type="submit"
            disabled={!preview || pending === 'remove'}
            loading={pending === 'save' || pending === 'decode'}
          >
            {t('profileImage.save')}
          </Button>
          {data.profileImageUrl ? (
            <Button
              variant="secondary"
              disabled={pending === 'save'}
              loading={pending === 'remove'}
              onClick={() => void send(null, 'remove')}
            >
              {t('profileImage.remove')}
            </Button>
          ) : null}
          <Link to={mypagePaths.top} css={{ justifySelf: 'center' }}>
            {t('profileImage.back')}
          </Link>
        </div>
      </form>
    </FormPage>
  );
}
