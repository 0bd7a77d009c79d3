import type { ProfileImageScreenData } from '@vs/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { squareDataUrl } from './image-codec';
import ProfileImagePage from './index';

// jsdom decodes no images and has no canvas: the codec is the seam.
vi.mock('./image-codec', () => ({ squareDataUrl: vi.fn() }));
const codec = vi.mocked(squareDataUrl);
const cropped = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  codec.mockReset();
  codec.mockResolvedValue(cropped);
});

const renderImage = (data: ProfileImageScreenData = { profileImageUrl: null }) =>
  renderPage({ remote: 'mypage', path: '/mypage/profile/edit', page: ProfileImagePage, data });
const fileBox = () => screen.getByLabelText('画像ファイル');
const saveButton = () => screen.getByRole('button', { name: '保存する' });
const aFile = (type: string, name = 'photo') => new File(['x'], name, { type });
const imagePath = 'POST /zapi/account/profile-image';

describe('profile image', () => {
  it('shows a placeholder without an image, and offers no removal', async () => {
    await renderImage();
    expect(screen.getByRole('heading', { level: 1, name: 'プロフィール画像の変更' })).toBeInTheDocument();
    expect(screen.getByText('未設定')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: '画像を削除する' })).toBeNull();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'マイページへ戻る' })).toHaveAttribute('href', '/mypage');
  });

  it('accepts only JPEG, PNG and GIF in the labelled file box', async () => {
    await renderImage();
    expect(fileBox()).toHaveAttribute('type', 'file');
    expect(fileBox()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    expect(fileBox()).toHaveAccessibleDescription('JPEG、PNG、GIF形式');
  });

  it('refuses another type with a message on the file box and decodes nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderImage();
    await user.upload(fileBox(), aFile('image/webp'));
    expect(await screen.findByText('JPEG、PNG、GIF形式の画像を選択してください。')).toBeInTheDocument();
    expect(fileBox()).toHaveAttribute('aria-invalid', 'true');
    expect(codec).not.toHaveBeenCalled();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('previews the cropped square, sends it as a data URL and follows the answer to My Page', async () => {
    const { calls } = mockFetch({ [imagePath]: { body: { redirectTo: '/mypage' } } });
    await renderImage();
    const file = aFile('image/gif');
    await userEvent.upload(fileBox(), file);
    expect(await screen.findByRole('img', { name: '新しいプロフィール画像のプレビュー' })).toHaveAttribute(
      'src',
      cropped,
    );
    expect(codec).toHaveBeenCalledWith(file);
    await userEvent.click(saveButton());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage');
    expect(calls).toEqual([{ method: 'POST', path: '/zapi/account/profile-image', body: { profileImage: cropped } }]);
  });

  it('says so on the file box when the image cannot be decoded', async () => {
    codec.mockRejectedValue(new Error('broken'));
    await renderImage();
    await userEvent.upload(fileBox(), aFile('image/jpeg'));
    expect(await screen.findByText('画像を読み込めませんでした。別の画像を選択してください。')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '新しいプロフィール画像のプレビュー' })).toBeNull();
  });

  it('shows the current image and removes it with null', async () => {
    const { calls } = mockFetch({ [imagePath]: { body: { redirectTo: '/mypage' } } });
    await renderImage({ profileImageUrl: '/zapi/account/profile-image?v=3' });
    expect(screen.getByRole('img', { name: '現在のプロフィール画像' })).toHaveAttribute(
      'src',
      '/zapi/account/profile-image?v=3',
    );
    await userEvent.click(screen.getByRole('button', { name: '画像を削除する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage');
    expect(calls[0]?.body).toEqual({ profileImage: null });
  });

  it("shows the server's message when it refuses the image", async () => {
    mockFetch({ [imagePath]: apiError(400, 'VALIDATION_ERROR', { message: '画像の形式が正しくありません。' }) });
    await renderImage();
    await userEvent.upload(fileBox(), aFile('image/png'));
    await waitFor(() => expect(saveButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('画像の形式が正しくありません。');
    expect(saveButton()).not.toHaveAttribute('aria-disabled');
  });
});
