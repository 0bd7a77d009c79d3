import { endpoints, PROFILE_IMAGE_MAX_BYTES, type ProfileImageScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import { TestBrowser } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { changesOf, expectError, expectMembersOnly, withAccountSettings } from '../../test/account-profile-fixtures';
import { dataUrlOf, decodedImage, gifBytes, jpegBytes, pngBytes, realImage } from './image-fixtures.test-kit';
import { useTestApp } from '../../test/use-test-app';

describe('the profile image', () => {
  const t = useTestApp();

  it('stores a checked 200×200 image, serves it to its owner and removes it', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'image.owner@example.com');
    expect((await browser.screenData('/mypage/profile/edit')).json()).toEqual({ profileImageUrl: null });
    expectError(await browser.get(endpoints.profileImage.path), 404, 'NOT_FOUND');

    const png = await realImage('image/png');
    expect(
      (await browser.post(endpoints.profileImage.path, { profileImage: dataUrlOf('image/png', png) })).json(),
    ).toEqual({ redirectTo: '/mypage' });
    const { profileImageUrl } = (await browser.screenData('/mypage/profile/edit')).json<ProfileImageScreenData>();
    expect(profileImageUrl).toMatch(/^\/zapi\/account\/profile-image\?v=\d+$/);

    const versioned = await browser.get(profileImageUrl ?? '');
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/png');
    expect(versioned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await decodedImage(versioned.rawPayload)).mime).toBe('image/png');
    expect((await browser.get(endpoints.profileImage.path)).headers['cache-control']).toBe('private, no-cache');

    // Another member sees only their own (none).
    const other = await loggedInMember(t.app, t.db, 'image.other@example.com');
    expect((await other.browser.get(profileImageUrl ?? '')).statusCode).toBe(404);

    const jpeg = await realImage('image/jpeg');
    await browser.post(endpoints.profileImage.path, { profileImage: dataUrlOf('image/jpeg', jpeg) });
    expect((await browser.get(endpoints.profileImage.path)).headers['content-type']).toBe('image/jpeg');
    const gif = await realImage('image/gif');
    expect(
      (await browser.post(endpoints.profileImage.path, { profileImage: dataUrlOf('image/gif', gif) })).statusCode,
    ).toBe(200);
    expect((await browser.get(endpoints.profileImage.path)).headers['content-type']).toBe('image/gif');

    expect((await browser.post(endpoints.profileImage.path, { profileImage: null })).json()).toEqual({
      redirectTo: '/mypage',
    });
    expectError(await browser.get(endpoints.profileImage.path), 404, 'NOT_FOUND');
    expect(await changesOf(t.db, member)).toEqual(Array(4).fill({ kind: 'profileImage', fields: [] }));
  });

  it.each([
    [
      'a type that is not offered',
      dataUrlOf('image/webp', pngBytes(200, 200)),
      'JPEG、PNG、GIF形式の画像を選択してください。',
    ],
    [
      'a declared type the bytes are not',
      dataUrlOf('image/jpeg', pngBytes(200, 200)),
      'JPEG、PNG、GIF形式の画像を選択してください。',
    ],
    [
      'an SVG called a PNG',
      dataUrlOf('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      'JPEG、PNG、GIF形式の画像を選択してください。',
    ],
    ['a plain URL', 'https://example.com/me.png', 'JPEG、PNG、GIF形式の画像を選択してください。'],
    [
      'a PNG header with no image behind it',
      dataUrlOf('image/png', pngBytes(200, 200)),
      'JPEG、PNG、GIF形式の画像を選択してください。',
    ],
    [
      'a GIF header with no image behind it',
      dataUrlOf('image/gif', gifBytes(200, 200)),
      'JPEG、PNG、GIF形式の画像を選択してください。',
    ],
    ['another size', dataUrlOf('image/png', pngBytes(200, 201)), '画像は200×200ピクセルで送信してください。'],
    [
      'a JPEG without a frame header',
      dataUrlOf('image/jpeg', jpegBytes(200, 200).subarray(0, 30)),
      'JPEG、PNG、GIF形式の画像を選択してください。',
    ],
    [
      'more bytes than allowed',
      dataUrlOf('image/png', Uint8Array.from([...pngBytes(200, 200), ...new Uint8Array(PROFILE_IMAGE_MAX_BYTES)])),
      '画像のファイルサイズが大きすぎます。',
    ],
  ])('refuses %s', async (_name, profileImage, message) => {
    const { member, browser } = await loggedInMember(
      t.app,
      t.db,
      `image.refused.${Math.random().toString(36).slice(2)}@example.com`,
    );
    expectError(await browser.post(endpoints.profileImage.path, { profileImage }), 400, 'VALIDATION_ERROR', {
      profileImage: message,
    });
    expect(await changesOf(t.db, member)).toEqual([]);
  });

  it('stores only pixels: a polyglot’s script, comment and trailing bytes never come back out', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'image.polyglot@example.com');
    const payload = '<script>alert(document.cookie)</script>';
    const script = [...Buffer.from(payload)];
    const png = await realImage('image/png');
    const jpeg = await realImage('image/jpeg');
    const comment = [0xff, 0xfe, ((script.length + 2) >> 8) & 0xff, (script.length + 2) & 0xff, ...script];
    // A PNG text chunk (keyword "c") right after the header chunk: a well-formed image that carries the script.
    const text = Buffer.from([0x63, 0, ...script]);
    const chunk = Buffer.concat([Buffer.alloc(4), Buffer.from('tEXt'), text, Buffer.alloc(4)]);
    chunk.writeUInt32BE(text.length, 0);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
    const polyglots = {
      'image/png': Uint8Array.from([...png.subarray(0, 33), ...chunk, ...png.subarray(33)]),
      // A JPEG comment segment right after the start-of-image marker, and the script again at the end.
      'image/jpeg': Uint8Array.from([...jpeg.subarray(0, 2), ...comment, ...jpeg.subarray(2), ...script]),
    };
    for (const [type, bytes] of Object.entries(polyglots)) {
      expect(Buffer.from(bytes).includes(payload)).toBe(true);
      const stored = await browser.post(endpoints.profileImage.path, { profileImage: dataUrlOf(type, bytes) });
      expect(stored.statusCode).toBe(200);
      const served = await browser.get(endpoints.profileImage.path);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.includes(payload)).toBe(false);
      expect(await decodedImage(served.rawPayload)).toMatchObject({ mime: type, width: 200, height: 200 });
    }
  });

  it('refuses a PNG with bytes after its end (it does not decode as a PNG)', async () => {
    const { browser, member } = await loggedInMember(t.app, t.db, 'image.trailing@example.com');
    const png = await realImage('image/png');
    const trailing = Uint8Array.from([...png, ...Buffer.from('<script>alert(1)</script>')]);
    const answer = await browser.post(endpoints.profileImage.path, { profileImage: dataUrlOf('image/png', trailing) });
    expect(answer.statusCode).toBe(400);
    expect(await changesOf(t.db, member)).toEqual([]);
  });

  it('answers in English for an English page, and refuses a missing field', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'image.english@example.com', {
      headers: { cookie: 'vs-lang=en' },
    });
    expectError(
      await browser.post(endpoints.profileImage.path, { profileImage: dataUrlOf('image/gif', gifBytes(100, 100)) }),
      400,
      'VALIDATION_ERROR',
      {
        profileImage: 'The image must be 200 × 200 pixels.',
      },
    );
    expectError(await browser.post(endpoints.profileImage.path, {}), 400, 'VALIDATION_ERROR', {
      profileImage: 'validation:generic.required',
    });
  });

  it('refuses a body beyond the largest image before reading it', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'image.huge@example.com');
    const response = await browser.post(endpoints.profileImage.path, {
      profileImage: `data:image/png;base64,${'A'.repeat(PROFILE_IMAGE_MAX_BYTES * 2)}`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('does not exist where the store has images off', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'image.off@example.com');
    await withAccountSettings(t, 'demo', { isProfileImageEnabled: false }, async () => {
      expectError(await browser.screenData('/mypage/profile/edit'), 404, 'NOT_FOUND');
      expectError(
        await browser.post(endpoints.profileImage.path, {
          profileImage: dataUrlOf('image/png', await realImage('image/png')),
        }),
        404,
        'NOT_FOUND',
      );
      expectError(await browser.get(endpoints.profileImage.path), 404, 'NOT_FOUND');
    });
  });

  it('is for members only', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'image.guard@example.com');
    await expectMembersOnly(t.app, endpoints.profileImage.path, { profileImage: null }, browser);
    const guest = await new TestBrowser(t.app).open();
    expectError(await guest.get(endpoints.profileImage.path), 401, 'UNAUTHORIZED');
  });
});
