// Sign-up over the real route: a member created (hashed password, fresh defaults, masked e-mail and
// phone, documents claimed) who can log in; each invalid field, a blocked or unknown nation, a taken ID
// in any case, the captcha missing or spent, documents not this address's, and the rate per address.
import Database from 'better-sqlite3';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  type Attachment,
  type Envelope,
  type JoinField,
  type JoinProblem,
  type JoinRequest,
  type JoinResult,
  type UserInfo,
  UPLOAD,
} from '../../../../contract';
import { JOIN_RULE } from '../../../../server/routes/join-routes';
import { SEED_DOCUMENT_PNG } from '../../../../server/seed/inout-records';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let dataDir: string;
beforeAll(async () => {
  server = await injectServer();
  dataDir = server.built.context.options.dataDir;
});
afterAll(() => server.stop());

let addressCounter = 0;
/** A fresh address per sign-up, so the per-address rate stays out of the way unless tested. */
const freshAddress = () => `10.4.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function solvedKey(): string {
  const captchas = server.built.context.captchas;
  const key = captchas.issue('ABCDEF');
  captchas.verify(key, 'ABCDEF');
  return key;
}

function form(overrides: Partial<JoinRequest> = {}): JoinRequest {
  return {
    accountType: 'personal',
    corporateType: null,
    loginId: 'new-member',
    password: 'Secret12!',
    passwordConfirm: 'Secret12!',
    name: '홍길동',
    email: 'gildong@example.com',
    nationCode: 'KR',
    phone: '010-1234-5678',
    agreeTerms: true,
    agreePrivacy: true,
    agreeMarketing: false,
    captchaKey: solvedKey(),
    attachmentIds: [],
    ...overrides,
  };
}

async function join(body: unknown, remoteAddress = freshAddress(), language = 'en') {
  const answer = await server.built.app.inject({
    method: 'POST',
    url: API.join,
    remoteAddress,
    headers: { 'accept-language': language },
    payload: body as object,
  });
  return { status: answer.statusCode, body: answer.json<Envelope<unknown>>(), headers: answer.headers };
}

async function loginAs(loginId: string, password: string) {
  const answer = await server.built.app.inject({
    method: 'POST',
    url: API.login,
    remoteAddress: freshAddress(),
    payload: { loginId, password },
  });
  return { status: answer.statusCode, body: answer.json<Envelope<UserInfo>>() };
}

/** A guest's document, sent with a solved captcha as the sign-up page sends it. */
async function uploadPng(remoteAddress: string): Promise<string> {
  const answer = await server.built.app.inject({
    method: 'POST',
    url: API.attachments,
    remoteAddress,
    headers: {
      'content-type': 'application/octet-stream',
      [UPLOAD.fileNameHeader]: 'papers.png',
      [UPLOAD.captchaHeader]: solvedKey(),
    },
    payload: SEED_DOCUMENT_PNG,
  });
  return answer.json<Envelope<Attachment>>().data.attachmentId;
}

function readDb<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(joinPath(dataDir, 'exchange.sqlite'), { readonly: true });
  try {
    return db.prepare<unknown[], T>(sql).get(...params);
  } finally {
    db.close();
  }
}

describe('a new member', () => {
  test('signs up, is stored with a scrypt hash, and logs in with a fresh member’s state', async () => {
    const joined = await join(form(), freshAddress(), 'en');
    expect(joined.status).toBe(200);
    const result = joined.body.data as JoinResult;
    expect(result).toEqual({ memNo: expect.any(Number), loginId: 'new-member' });
    const stored = readDb<{ hash: string }>(
      'SELECT password_hash AS hash FROM members WHERE mem_no = ?',
      result.memNo,
    );
    expect(stored?.hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored?.hash).not.toContain('Secret12!');

    const login = await loginAs('new-member', 'Secret12!');
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({
      memNo: result.memNo,
      loginId: 'new-member',
      name: '홍길동',
      email: 'gi***@example.com',
      phoneNoMaskedVer2: '010-****-5678',
      isPasswordChgCampaignTarget: false,
      joinType: 0,
      retCd: 0,
      status: 'N',
      isMinor: false,
      useTradePasswordStatus: 'N',
      language: 'en',
      isBusiness: false,
      nameOfGrade: 'White',
      colorOfGrade: '#9e9e9e',
      gradeGroup: 'NONE',
      isVirtualAccount: false,
      isLimitAccount: false,
      limitCustType: null,
    });
    // The whole e-mail and phone are kept for the exchange, not shown.
    expect(
      readDb('SELECT email, phone, nation_code AS nation FROM member_joins WHERE mem_no = ?', result.memNo),
    ).toEqual({
      email: 'gildong@example.com',
      phone: '010-1234-5678',
      nation: 'KR',
    });
    expect((await loginAs('new-member', 'wrong')).status).toBe(401);
  });

  test('a corporate account is a business account; its documents are claimed for it', async () => {
    const address = freshAddress();
    const ids = [await uploadPng(address), await uploadPng(address)];
    const joined = await join(
      form({
        loginId: 'acme-corp',
        accountType: 'corporate',
        corporateType: 'forProfit',
        name: 'Acme Co., Ltd.',
        attachmentIds: ids,
      }),
      address,
      'ko',
    );
    expect(joined.status).toBe(200);
    const { memNo } = joined.body.data as JoinResult;
    const login = await loginAs('acme-corp', 'Secret12!');
    expect(login.body.data).toMatchObject({ isBusiness: true, language: 'ko', name: 'Acme Co., Ltd.' });
    expect(readDb('SELECT COUNT(*) AS n FROM attachments WHERE claimed_by = ?', memNo)).toEqual({ n: 2 });
    // Claimed once: another form cannot name them.
    const again = await join(form({ loginId: 'acme-two', attachmentIds: ids }), address);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'JOIN_INVALID', data: { fields: {} } });
  });
});

describe('refusals', () => {
  test('a taken login ID is 409 LOGIN_ID_TAKEN naming the field (IDs compare in any case)', async () => {
    const taken = await join(form({ loginId: 'demo-regular' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      status: 409,
      code: 'LOGIN_ID_TAKEN',
      message: 'This ID is already in use.',
      data: { fields: { loginId: 'taken' } },
    });
    // The form only takes lower-case IDs; the store (and migration 7's index) compare in any case.
    expect(server.built.context.members.loginIdTaken('DEMO-REGULAR')).toBe(true);
    const ko = await join(form({ loginId: 'demo-regular' }), freshAddress(), 'ko');
    expect(ko.body.message).toBe('이미 사용 중인 아이디입니다.');
  });

  const FIELD_CASES: [string, Partial<JoinRequest>, Partial<Record<JoinField, JoinProblem>>][] = [
    ['empty login ID', { loginId: '' }, { loginId: 'required' }],
    ['short login ID', { loginId: 'abc' }, { loginId: 'length' }],
    ['login ID with capitals', { loginId: 'NewMember' }, { loginId: 'format' }],
    ['login ID starting with a digit', { loginId: '1member' }, { loginId: 'format' }],
    ['short password', { password: 'Ab1!', passwordConfirm: 'Ab1!' }, { password: 'length' }],
    [
      'password without a symbol',
      { password: 'Secret123', passwordConfirm: 'Secret123' },
      { password: 'weak' },
    ],
    [
      'password with a quote',
      { password: "Secret12'", passwordConfirm: "Secret12'" },
      { password: 'format' },
    ],
    ['confirmation differs', { passwordConfirm: 'Secret12?' }, { passwordConfirm: 'mismatch' }],
    ['empty name', { name: '  ' }, { name: 'required' }],
    ['name with a digit first', { name: '1홍길동' }, { name: 'format' }],
    ['e-mail without a domain', { email: 'gildong@' }, { email: 'format' }],
    ['empty e-mail', { email: '' }, { email: 'required' }],
    ['empty nation', { nationCode: '' }, { nationCode: 'required' }],
    ['North Korea', { nationCode: 'KP' }, { nationCode: 'blocked' }],
    ['Iran', { nationCode: 'IR' }, { nationCode: 'blocked' }],
    ['Myanmar', { nationCode: 'MM' }, { nationCode: 'blocked' }],
    ['an unknown nation', { nationCode: 'ZZ' }, { nationCode: 'format' }],
    ['phone with letters', { phone: '010-CALL-ME' }, { phone: 'format' }],
    ['short phone', { phone: '12345' }, { phone: 'length' }],
    [
      'corporate without a type',
      { accountType: 'corporate', corporateType: null },
      { corporateType: 'required' },
    ],
    ['terms not agreed', { agreeTerms: false }, { agreeTerms: 'required' }],
    ['privacy not agreed', { agreePrivacy: false }, { agreePrivacy: 'required' }],
    [
      'several at once',
      { loginId: '', email: 'x', agreeTerms: false },
      { loginId: 'required', email: 'format', agreeTerms: 'required' },
    ],
  ];
  test.each(FIELD_CASES)('%s → 400 JOIN_INVALID %j', async (_name, overrides, fields) => {
    const captchaKey = solvedKey();
    const refused = await join(form({ loginId: 'field-case', ...overrides, captchaKey }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      status: 400,
      code: 'JOIN_INVALID',
      message: 'Please check the information you entered.',
      data: { fields },
    });
    // The fields' check costs no captcha: the same key still signs up.
    expect(server.built.context.captchas.consume(captchaKey)).toBe(true);
  });

  test('the captcha: missing is BAD_REQUEST; not solved, or spent, is CAPTCHA_FAILED; nothing is created', async () => {
    const { captchaKey: _omit, ...noCaptcha } = form({ loginId: 'no-captcha' });
    expect((await join(noCaptcha)).body.code).toBe('BAD_REQUEST');
    const unsolved = server.built.context.captchas.issue('ABCDEF');
    const notSolved = await join(form({ loginId: 'no-captcha', captchaKey: unsolved }));
    expect(notSolved.status).toBe(400);
    expect(notSolved.body).toMatchObject({
      code: 'CAPTCHA_FAILED',
      message: 'The security check failed. Please refresh and enter the characters again.',
    });
    const key = solvedKey();
    expect((await join(form({ loginId: 'spent-one', captchaKey: key }))).status).toBe(200);
    expect((await join(form({ loginId: 'spent-two', captchaKey: key }))).body.code).toBe('CAPTCHA_FAILED');
    expect(server.built.context.members.loginIdTaken('no-captcha')).toBe(false);
    expect(server.built.context.members.loginIdTaken('spent-two')).toBe(false);
  });

  test('documents of another address, unknown or repeated ids are JOIN_INVALID; nothing is created', async () => {
    const theirs = await uploadPng('10.5.0.1');
    const mine = freshAddress();
    const other = await join(form({ loginId: 'not-mine', attachmentIds: [theirs] }), mine);
    expect(other.body).toEqual({
      status: 400,
      code: 'JOIN_INVALID',
      message: 'The attached files were not found. Please attach them again.',
      data: { fields: {} },
    });
    expect((await join(form({ loginId: 'not-mine', attachmentIds: ['u'.repeat(32)] }))).body.code).toBe(
      'JOIN_INVALID',
    );
    const own = await uploadPng(mine);
    expect((await join(form({ loginId: 'not-mine', attachmentIds: [own, own] }), mine)).body.code).toBe(
      'JOIN_INVALID',
    );
    expect(server.built.context.members.loginIdTaken('not-mine')).toBe(false);
    // More than three documents is a malformed form.
    const four = await join(
      form({ loginId: 'not-mine', attachmentIds: Array.from({ length: 4 }, (_, i) => `${i}`.repeat(20)) }),
      mine,
    );
    expect(four.body.code).toBe('BAD_REQUEST');
  });

  test(`${JOIN_RULE.limit} sign-ups an hour per address, then 429 (forms with bad fields not counted)`, async () => {
    const address = '10.6.0.1';
    for (let i = 0; i < 3; i++) expect((await join(form({ loginId: '' }), address)).status).toBe(400);
    for (let i = 0; i < JOIN_RULE.limit; i++)
      expect((await join(form({ loginId: `rate-${i}` }), address)).status).toBe(200);
    const refused = await join(form({ loginId: 'rate-over' }), address);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
