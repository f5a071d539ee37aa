// The widgets' calls over the real routes: a captcha issued (a 197×54 PNG), judged once, its answer for
// tests on loopback only, issuing rate-limited per address; the nations; the image upload (size at the
// 5,120 KB edge, type from the content, the octet-stream body accepted on this route only).
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  API,
  CAPTCHA,
  captchaInfoSchema,
  nationSchema,
  UPLOAD,
  UPLOAD_MESSAGES,
  type Attachment,
  type CaptchaInfo,
  type Envelope,
  type Nation,
  type UploadProblem,
} from '../../../../contract';
import {
  CAPTCHA_ISSUE_RULE,
  CAPTCHA_OVERALL_RULE,
  UPLOADS_PER_CAPTCHA,
} from '../../../../server/routes/comn-routes';
import {
  MAX_PENDING_BYTES_PER_UPLOADER,
  MAX_PENDING_PER_UPLOADER,
} from '../../../../server/uploads/attachment-store';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
beforeAll(async () => {
  server = await injectServer();
});
afterAll(() => server.stop());
afterEach(() => {
  vi.useRealTimers();
});

async function inject<T>(options: {
  method: 'GET' | 'POST';
  url: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}) {
  const answer = await server.built.app.inject({ remoteAddress: '127.0.0.1', ...options });
  return { status: answer.statusCode, body: answer.json<Envelope<T>>(), headers: answer.headers };
}

const newCaptcha = (remoteAddress = '127.0.0.1') =>
  inject<CaptchaInfo>({ method: 'GET', url: API.captchaInfo, remoteAddress });
const verify = (captchaKey: string, captchaAnswer: string, language = 'en') =>
  inject<null>({
    method: 'POST',
    url: API.captchaVerify,
    headers: { 'accept-language': language },
    payload: { captchaKey, captchaAnswer },
  });
const answerOf = (key: string, remoteAddress = '127.0.0.1') =>
  inject<{ answer: string }>({ method: 'GET', url: API.adminCaptchaAnswer(key), remoteAddress });

describe('captcha', () => {
  test('info: no Google, a key, a 197×54 PNG in base64, the expiry', async () => {
    const info = await newCaptcha('10.2.0.1');
    expect(info.status).toBe(200);
    const data = captchaInfoSchema.parse(info.body.data);
    expect(data.canUseGoogle).toBe(false);
    expect(data.productCaptcha.expireSeconds).toBe(CAPTCHA.expireSeconds);
    expect(data.productCaptcha.captchaImg).not.toMatch(/^data:/);
    const png = Buffer.from(data.productCaptcha.captchaImg, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA.width, CAPTCHA.height]);
    // Every captcha is a new key.
    const again = await newCaptcha('10.2.0.1');
    expect(again.body.data.productCaptcha.captchaKey).not.toBe(data.productCaptcha.captchaKey);
  });

  test('verify: the right answer (any case, spaces around) passes once; again it fails', async () => {
    const key = (await newCaptcha()).body.data.productCaptcha.captchaKey;
    const { answer } = (await answerOf(key)).body.data;
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA.alphabet}]{6}$`));
    const passed = await verify(key, ` ${answer.toLowerCase()} `);
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({ status: 200, code: 'OK', message: '', data: null });
    const again = await verify(key, answer);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('CAPTCHA_FAILED');
  });

  test('verify: a wrong answer fails and ends the key, in ko and en', async () => {
    const key = (await newCaptcha()).body.data.productCaptcha.captchaKey;
    const { answer } = (await answerOf(key)).body.data;
    const en = await verify(key, answer === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    expect(en.body).toEqual({
      status: 400,
      code: 'CAPTCHA_FAILED',
      message: 'The security check failed. Please refresh and enter the characters again.',
      data: null,
    });
    const ko = await verify(key, answer, 'ko');
    expect(ko.body.message).toBe('보안 문자 확인에 실패했습니다. 새로고침 후 다시 입력해 주세요.');
    expect((await answerOf(key)).status).toBe(404);
  });

  test('verify: expired after CAPTCHA.expireSeconds on the server’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const key = (await newCaptcha('10.2.0.2')).body.data.productCaptcha.captchaKey;
    const { answer } = (await answerOf(key)).body.data;
    vi.setSystemTime(Date.now() + CAPTCHA.expireSeconds * 1000);
    expect((await verify(key, answer)).body.code).toBe('CAPTCHA_FAILED');
  });

  test('verify: a malformed body is BAD_REQUEST (answer over 6 characters, short key)', async () => {
    expect((await verify('k'.repeat(32), 'ABCDEFG')).body.code).toBe('BAD_REQUEST');
    expect((await verify('short', 'ABCDEF')).body.code).toBe('BAD_REQUEST');
  });

  test(`issuing: ${CAPTCHA_ISSUE_RULE.limit} a minute per address, then 429 with the wait`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Spread within the overall rate: the last is asked for 2.9 s into the address's window.
    const stepMs = 100;
    for (let i = 0; i < CAPTCHA_ISSUE_RULE.limit; i++) {
      if (i > 0) vi.setSystemTime(Date.now() + stepMs);
      expect((await newCaptcha('10.2.1.1')).status).toBe(200);
    }
    const refused = await newCaptcha('10.2.1.1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    const waitMs = CAPTCHA_ISSUE_RULE.windowMs - (CAPTCHA_ISSUE_RULE.limit - 1) * stepMs;
    expect(refused.headers['retry-after']).toBe(String(Math.ceil(waitMs / 1000)));
    expect((await newCaptcha('10.2.1.2')).status).toBe(200);
    vi.setSystemTime(Date.now() + waitMs);
    expect((await newCaptcha('10.2.1.1')).status).toBe(200);
  });

  test(`issuing: ${CAPTCHA_OVERALL_RULE.limit} a second over every address, then 429 with the wait`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // A new second, so the window starts with the first of these.
    vi.setSystemTime(Date.now() + CAPTCHA_OVERALL_RULE.windowMs);
    for (let i = 0; i < CAPTCHA_OVERALL_RULE.limit; i++)
      expect((await newCaptcha(`10.2.4.${i + 1}`)).status).toBe(200);
    // An address that has asked for none is refused too: the renderer's thread is busy enough.
    const refused = await newCaptcha('10.2.4.200');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body.data).toEqual({ retryAfterSec: 1 });
    vi.setSystemTime(Date.now() + CAPTCHA_OVERALL_RULE.windowMs);
    expect((await newCaptcha('10.2.4.200')).status).toBe(200);
  });

  test('pictures are rendered off the event loop: health answers while a batch is being rendered', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + CAPTCHA_OVERALL_RULE.windowMs);
    const renderer = server.built.context.captchaRenderer;
    // A worker already running, so the batch's renders are all that keeps it busy.
    await renderer.render('AB3K9X');
    const answered: string[] = [];
    const batch = Array.from({ length: CAPTCHA_OVERALL_RULE.limit }, (_, i) =>
      newCaptcha(`10.2.5.${i + 1}`).then((answer) => {
        expect(answer.status).toBe(200);
        answered.push('captcha');
      }),
    );
    let renderingWhenHealthy = -1;
    const health = inject({ method: 'GET', url: API.health }).then((answer) => {
      expect(answer.status).toBe(200);
      renderingWhenHealthy = renderer.inFlight;
      answered.push('health');
    });
    await Promise.all([...batch, health]);
    // Sent after the batch, answered before it ended: the renders were not on this thread.
    expect(renderingWhenHealthy).toBeGreaterThan(0);
    expect(answered.indexOf('health')).toBeLessThan(answered.length - 1);
  });

  test('the answer call answers loopback only, 404 for another address or an unknown key', async () => {
    const key = (await newCaptcha()).body.data.productCaptcha.captchaKey;
    expect((await answerOf(key, '10.2.2.1')).status).toBe(404);
    expect((await answerOf('z'.repeat(32))).status).toBe(404);
    expect((await answerOf(key)).status).toBe(200);
  });
});

describe('the captcha renderer belongs to the server', () => {
  test('its worker starts with the first captcha and ends with the server’s close, nothing of it left', async () => {
    const workerPorts = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'MessagePort').length;
    const own = await injectServer();
    const before = workerPorts();
    const renderer = own.built.context.captchaRenderer;
    expect(renderer.running).toBe(false);
    const answer = await own.built.app.inject({ method: 'GET', url: API.captchaInfo });
    expect(answer.statusCode).toBe(200);
    expect(renderer.running).toBe(true);
    expect(workerPorts()).toBe(before + 1);
    await own.stop();
    expect(renderer.running).toBe(false);
    expect(workerPorts()).toBe(before);
  });
});

describe('nations', () => {
  test('about 60 nations, Korea first, valid, unique; the FATF black list blocked', async () => {
    const answer = await inject<Nation[]>({ method: 'GET', url: API.nations });
    expect(answer.status).toBe(200);
    const nations = answer.body.data.map((nation) => nationSchema.parse(nation));
    expect(nations.length).toBeGreaterThanOrEqual(55);
    expect(nations[0]).toEqual({
      nationCode: 'KR',
      nationName: '대한민국',
      nationNameEn: 'Republic of Korea',
      intnlPhoneNo: '82',
      isBlocked: false,
    });
    expect(new Set(nations.map((nation) => nation.nationCode)).size).toBe(nations.length);
    expect(
      nations
        .filter((nation) => nation.isBlocked)
        .map((nation) => nation.nationCode)
        .sort(),
    ).toEqual(['IR', 'KP', 'MM']);
    const phone = (code: string) => nations.find((nation) => nation.nationCode === code)?.intnlPhoneNo;
    expect([phone('US'), phone('CA'), phone('JP'), phone('CN'), phone('VN'), phone('GB')]).toEqual([
      '1',
      '1',
      '81',
      '86',
      '84',
      '44',
    ]);
  });
});

describe('image upload', () => {
  /** A PNG whose IHDR says `width` × `height`, padded to `size` bytes (nothing after the header is read). */
  const png = (width: number, height: number, size = 64) => {
    const bytes = Buffer.alloc(Math.max(size, 33));
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
    bytes.write('IHDR', 12, 'latin1');
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    return bytes;
  };
  /** A JPEG: start of image, an APP0 segment, then a baseline frame header of `width` × `height`. */
  const jpeg = (width: number, height: number) => {
    const bytes = Buffer.alloc(1000);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0', 'latin1')]).copy(bytes);
    Buffer.from([0xff, 0xc0, 0, 17, 8]).copy(bytes, 20);
    bytes.writeUInt16BE(height, 25);
    bytes.writeUInt16BE(width, 27);
    return bytes;
  };
  /** A small PNG of `size` bytes. */
  const file = (size: number) => png(640, 480, size);
  const solvedKey = () => {
    const key = server.built.context.captchas.issue('ABCDEF');
    server.built.context.captchas.verify(key, 'ABCDEF');
    return key;
  };
  let addresses = 0;
  /** A fresh guest address per test, so one test's pending files leave the next one's room alone. */
  const freshAddress = () => `10.3.9.${++addresses}`;

  /**
   * A guest's upload with a newly solved captcha (as the sign-up page sends it) unless `captchaKey` says
   * otherwise (null: none); with `cookie`, a member's.
   */
  const upload = (
    bytes: Buffer | string | object,
    name: string | undefined,
    options: {
      remoteAddress?: string;
      language?: string;
      type?: string;
      captchaKey?: string | null;
      cookie?: string;
    } = {},
  ) => {
    const captchaKey = options.cookie
      ? null
      : options.captchaKey === undefined
        ? solvedKey()
        : options.captchaKey;
    return inject<Attachment>({
      method: 'POST',
      url: API.attachments,
      remoteAddress: options.remoteAddress ?? '10.3.0.1',
      headers: {
        'content-type': options.type ?? 'application/octet-stream',
        'accept-language': options.language ?? 'en',
        ...(name === undefined ? {} : { [UPLOAD.fileNameHeader]: encodeURIComponent(name) }),
        ...(captchaKey === null ? {} : { [UPLOAD.captchaHeader]: captchaKey }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: bytes,
    });
  };
  const refusal = (problem: UploadProblem, language: 'en' | 'ko' = 'en') => ({
    status: 400,
    code: 'ATTACHMENT_REFUSED',
    message: UPLOAD_MESSAGES[problem][language],
    data: { problem },
  });

  test('5,119 KB passes and answers the Attachment; 5,120 KB is refused with §5’s message', async () => {
    const under = await upload(file(5_119 * 1024), '사업자등록증.png');
    expect(under.status).toBe(200);
    expect(under.body.data).toMatchObject({
      fileName: '사업자등록증.png',
      size: 5_119 * 1024,
      mediaType: 'image/png',
    });
    const justUnder = await upload(file(UPLOAD.maxBytes - 1), 'a.png');
    expect(justUnder.status).toBe(200);
    for (const language of ['en', 'ko'] as const) {
      const over = await upload(file(UPLOAD.maxBytes), 'big.png', { language });
      expect(over.status).toBe(400);
      expect(over.body).toEqual(refusal('tooLarge', language));
    }
  });

  test('a renamed executable or text file is refused as unsupported', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    for (const name of ['photo.jpg', 'photo.png', 'scan.heic', 'anim.gif']) {
      const answer = await upload(exe, name);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refusal('unsupported'));
    }
    expect((await upload(Buffer.from('just some text'), 'notes.jpeg')).body.data).toEqual({
      problem: 'unsupported',
    });
  });

  test('an image with an extension off the list, or no name, is refused; the content decides the type', async () => {
    const photo = jpeg(800, 600);
    expect((await upload(photo, 'photo.exe')).body.data).toEqual({ problem: 'unsupported' });
    expect((await upload(photo, 'photo')).body.data).toEqual({ problem: 'unsupported' });
    expect((await upload(photo, undefined)).body.data).toEqual({ problem: 'unsupported' });
    expect((await upload(photo, 'photo.JPG')).body.data).toMatchObject({ mediaType: 'image/jpeg' });
    // Named png, is a JPEG: the answer says what it is.
    expect((await upload(photo, 'photo.png')).body.data).toMatchObject({ mediaType: 'image/jpeg' });
    // A path in the name keeps only the file's name.
    expect((await upload(photo, 'C:\\Users\\me\\photo.jpg')).body.data).toMatchObject({
      fileName: 'photo.jpg',
    });
  });

  test('an empty body, JSON, a broken escape in the name, and a picture without its header are refused', async () => {
    expect((await upload(Buffer.alloc(0), 'a.png')).body.data).toEqual({ problem: 'unsupported' });
    const json = await upload({ bytes: [1, 2] }, 'a.png', { type: 'application/json' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('The file must be sent as its bytes (application/octet-stream)');
    const broken = await inject({
      method: 'POST',
      url: API.attachments,
      remoteAddress: '10.3.0.1',
      headers: {
        'content-type': 'application/octet-stream',
        [UPLOAD.fileNameHeader]: '%E0%A4%A.png',
        [UPLOAD.captchaHeader]: solvedKey(),
      },
      payload: file(100),
    });
    expect(broken.body.code).toBe('BAD_REQUEST');
    // A PNG signature with no IHDR, a JPEG with no frame header: no size to judge, no picture.
    const signatureOnly = Buffer.concat([png(1, 1).subarray(0, 8), Buffer.alloc(100)]);
    expect((await upload(signatureOnly, 'a.png')).body.data).toEqual({ problem: 'unsupported' });
    const noFrame = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xd9]), Buffer.alloc(100)]);
    expect((await upload(noFrame, 'a.jpg')).body.data).toEqual({ problem: 'unsupported' });
  });

  test('a name with a right-to-left override or another control or format character, or too long, is refused', async () => {
    // Shown as "invoicegnp.pdf", is a .png; and the line break, the NUL, the bidi isolate, the zero-width space.
    for (const name of [
      'invoice\u202Efdp.png',
      'a\nb.png',
      'a\u0000.png',
      'scan\u2067.png',
      'id\u200Bcard.png',
      `${'a'.repeat(300)}.png`,
    ]) {
      const answer = await upload(file(100), name);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body).toEqual(refusal('fileName'));
    }
    expect((await upload(file(100), 'invoice\u202Efdp.png', { language: 'ko' })).body).toEqual(
      refusal('fileName', 'ko'),
    );
    // Korean, spaces, brackets and an emoji are names like any other.
    expect((await upload(file(100), '신분증 (앞면) 📷.png')).status).toBe(200);
  });

  test('a picture over 10,000 px a side or 50 megapixels is refused from its header, whatever its bytes', async () => {
    // 40 bytes that claim 50,000 × 50,000 (10 GB to decode): refused before anything decodes it.
    const bomb = png(50_000, 50_000, 40);
    for (const language of ['en', 'ko'] as const)
      expect((await upload(bomb, 'bomb.png', { language })).body).toEqual(refusal('dimensions', language));
    expect((await upload(png(UPLOAD.maxImageSide + 1, 1), 'wide.png')).body.data).toEqual({
      problem: 'dimensions',
    });
    expect((await upload(png(9_000, 6_000), 'many.png')).body.data).toEqual({ problem: 'dimensions' });
    expect((await upload(jpeg(20_000, 20_000), 'bomb.jpg')).body.data).toEqual({ problem: 'dimensions' });
    // At the bounds: 10,000 px a side, 50 megapixels.
    expect((await upload(png(UPLOAD.maxImageSide, 5_000), 'edge.png')).status).toBe(200);
    expect((await upload(jpeg(8_000, 6_000), 'phone.jpg')).status).toBe(200);
  });

  test('octet-stream is accepted on the upload route only', async () => {
    const elsewhere = await inject({
      method: 'POST',
      url: API.captchaVerify,
      headers: { 'content-type': 'application/octet-stream' },
      payload: file(100),
    });
    expect(elsewhere.status).toBe(415);
    expect(elsewhere.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('a guest needs a solved captcha: none, unsolved or unknown is refused; one serves a few files and its form', async () => {
    const remoteAddress = freshAddress();
    for (const language of ['en', 'ko'] as const) {
      const none = await upload(file(100), 'a.png', { remoteAddress, captchaKey: null, language });
      expect(none.status).toBe(400);
      expect(none.body.code).toBe('CAPTCHA_REQUIRED');
      expect(none.body.message).toBe(
        language === 'en'
          ? 'Log in, or complete the security check, before attaching files.'
          : '로그인하거나 보안 문자 확인을 마친 후 파일을 첨부해 주세요.',
      );
    }
    const unsolved = server.built.context.captchas.issue('ABCDEF');
    for (const captchaKey of [unsolved, 'z'.repeat(32)])
      expect((await upload(file(100), 'a.png', { remoteAddress, captchaKey })).body.code).toBe(
        'CAPTCHA_FAILED',
      );

    const captchaKey = solvedKey();
    for (let i = 0; i < UPLOADS_PER_CAPTCHA; i++)
      expect((await upload(file(100), `f${i}.png`, { remoteAddress, captchaKey })).status).toBe(200);
    expect((await upload(file(100), 'more.png', { remoteAddress, captchaKey })).body.code).toBe(
      'CAPTCHA_FAILED',
    );
    // Still solved for its form.
    expect(server.built.context.captchas.consume(captchaKey)).toBe(true);
  });

  test('a member uploads with the session alone', async () => {
    const cookie = await server.login('demo-inout');
    const answer = await upload(file(100), 'proof.png', { cookie, remoteAddress: freshAddress() });
    expect(answer.status).toBe(200);
  });

  test(`at most ${MAX_PENDING_PER_UPLOADER} pending files per address, then 429`, async () => {
    const [full, other] = [freshAddress(), freshAddress()];
    for (let i = 0; i < MAX_PENDING_PER_UPLOADER; i++)
      expect((await upload(file(100), `f${i}.png`, { remoteAddress: full })).status).toBe(200);
    const refused = await upload(file(100), 'one-more.png', { remoteAddress: full });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect((await upload(file(100), 'other.png', { remoteAddress: other })).status).toBe(200);
    // Too large is still said as such to an address without room.
    const big = await upload(file(UPLOAD.maxBytes), 'big.png', { remoteAddress: full });
    expect(big.body.data).toEqual({ problem: 'tooLarge' });
  });

  test('uploads from a few addresses cannot take the room of another address or of a member', async () => {
    // 54 files of 5 MB from three addresses (they once filled every address's room in seconds).
    const big = file(UPLOAD.maxBytes - 1);
    const attackers = [freshAddress(), freshAddress(), freshAddress()];
    const stored = new Map<string, number>(attackers.map((address) => [address, 0]));
    for (let i = 0; i < 18; i++)
      for (const remoteAddress of attackers) {
        const answer = await upload(big, `big${i}.png`, { remoteAddress });
        expect([200, 429]).toContain(answer.status);
        if (answer.status === 200) stored.set(remoteAddress, stored.get(remoteAddress)! + 1);
      }
    // Each address got its own room's worth, the rest refused from the declared length.
    const perAddress = Math.floor(MAX_PENDING_BYTES_PER_UPLOADER / big.length);
    expect([...stored.values()]).toEqual([perAddress, perAddress, perAddress]);
    expect((await upload(big, 'papers.png', { remoteAddress: freshAddress() })).status).toBe(200);
    const cookie = await server.login('demo-inout');
    expect((await upload(big, 'proof.png', { cookie, remoteAddress: attackers[0] })).status).toBe(200);
  });

  test('unclaimed uploads are deleted after UPLOAD.unclaimedTtlMs, which gives their room back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const remoteAddress = freshAddress();
    for (let i = 0; i < MAX_PENDING_PER_UPLOADER; i++)
      await upload(file(100), `f${i}.png`, { remoteAddress });
    expect((await upload(file(100), 'x.png', { remoteAddress })).status).toBe(429);
    vi.setSystemTime(Date.now() + UPLOAD.unclaimedTtlMs - 1);
    expect((await upload(file(100), 'x.png', { remoteAddress })).status).toBe(429);
    vi.setSystemTime(Date.now() + 1);
    expect((await upload(file(100), 'x.png', { remoteAddress })).status).toBe(200);
  });
});
