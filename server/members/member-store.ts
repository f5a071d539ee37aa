/**
 * Members and their sessions. A session id is 32 random bytes; it travels in the httpOnly session cookie,
 * and SQLite keeps only its digest with the server key (../server-key.ts: a copied database holds no
 * cookie), with an expiry that slides forward while the member is active. Every look-up digests first.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { AccountType, CorporateType, UserInfo } from '../../contract';
import type { ServerSecrets } from '../server-key';
import { BoundedWork } from './bounded-work';
import { maskEmail, maskPhone } from './masking';
import { hashPassword, unmatchableHash, verifyPassword } from './passwords';

export const SESSION_TTL_MS = 24 * 3_600_000;

/**
 * Password checks at once, and waiting: two of libuv's four threads at most (file and other crypto work
 * keep the rest); a burst past the queue is refused (BusyError) rather than queued without end.
 */
export const PASSWORD_CHECKS = { concurrency: 2, maxQueued: 32 } as const;

/** Each UserInfo field's column in `members`, in the contract's order. */
const COLUMNS: { readonly [F in keyof UserInfo]-?: string } = {
  memNo: 'mem_no',
  loginId: 'login_id',
  name: 'name',
  email: 'email',
  phoneNoMaskedVer2: 'phone',
  isPasswordChgCampaignTarget: 'is_pw_chg_campaign_target',
  joinType: 'join_type',
  retCd: 'ret_cd',
  status: 'status',
  isMinor: 'is_minor',
  useTradePasswordStatus: 'trade_password_status',
  language: 'language',
  isBusiness: 'is_business',
  nameOfGrade: 'grade_name',
  colorOfGrade: 'grade_color',
  gradeGroup: 'grade_group',
  isVirtualAccount: 'is_virtual_account',
  isLimitAccount: 'is_limit_account',
  limitCustType: 'limit_cust_type',
};
const FIELDS = Object.keys(COLUMNS) as (keyof UserInfo)[];

/** UserInfo's yes/no fields: SQLite stores them as 0 or 1. */
const FLAGS = [
  'isPasswordChgCampaignTarget',
  'isMinor',
  'isBusiness',
  'isVirtualAccount',
  'isLimitAccount',
] as const satisfies readonly (keyof UserInfo)[];
type Flag = (typeof FLAGS)[number];

/** A `members` row under the contract's names, with its password hash. */
type MemberRecord = Omit<UserInfo, Flag> & Record<Flag, number> & { passwordHash: string };

const MEMBER_COLUMNS = [
  'password_hash AS passwordHash',
  ...FIELDS.map((field) => `${COLUMNS[field]} AS ${field}`),
].join(', ');

function toUserInfo({ passwordHash: _hash, ...member }: MemberRecord): UserInfo {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, member[flag] === 1])) as Record<Flag, boolean>;
  return { ...member, ...flags };
}

function toMemberRecord(member: UserInfo, passwordHash: string): MemberRecord {
  const row = Object.fromEntries(FIELDS.map((field) => [field, member[field]])) as Omit<UserInfo, Flag>;
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, member[flag] ? 1 : 0])) as Record<Flag, number>;
  return { ...row, ...flags, passwordHash };
}

/** Adds members (the first-start seed): the statement is prepared once, then run per member. */
export function memberInserter(db: Database.Database): (member: UserInfo, passwordHash: string) => void {
  const insert = db.prepare<[MemberRecord]>(
    `INSERT INTO members (password_hash, ${FIELDS.map((field) => COLUMNS[field]).join(', ')})
     VALUES (@passwordHash, ${FIELDS.map((field) => `@${field}`).join(', ')})`,
  );
  return (member, passwordHash) => void insert.run(toMemberRecord(member, passwordHash));
}

/** What a member gives at sign-up (checked by the route). */
export interface NewMember {
  loginId: string;
  name: string;
  email: string;
  nationCode: string;
  phone: string;
  accountType: AccountType;
  corporateType: CorporateType | null;
  agreeMarketing: boolean;
  language: UserInfo['language'];
}

/** A `member_joins` row under the contract's names. */
type JoinRecord = Omit<NewMember, 'loginId' | 'name' | 'language' | 'agreeMarketing'> & {
  memNo: number;
  agreeMarketing: number;
  joinedAt: number;
};

/**
 * A fresh member: White grade, no premium group, a normal adult account of its own (retCd 0), no limit or
 * virtual account, no trade password yet ('N': the site works as usual; 'I' would send them to login
 * security on every page), corporate accounts are business accounts.
 */
function freshMember(member: NewMember): UserInfo {
  return {
    memNo: 0,
    loginId: member.loginId,
    name: member.name,
    email: maskEmail(member.email),
    phoneNoMaskedVer2: maskPhone(member.phone),
    isPasswordChgCampaignTarget: false,
    joinType: 0,
    retCd: 0,
    status: 'N',
    isMinor: false,
    useTradePasswordStatus: 'N',
    language: member.language,
    isBusiness: member.accountType === 'corporate',
    nameOfGrade: 'White',
    colorOfGrade: '#9e9e9e',
    gradeGroup: 'NONE',
    isVirtualAccount: false,
    isLimitAccount: false,
    limitCustType: null,
  };
}

export class MemberStore {
  private readonly byLoginId;
  private readonly byMemNo;
  private readonly insertSession;
  private readonly selectSession;
  private readonly touchSession;
  private readonly deleteSession;
  private readonly deleteExpired;
  private readonly idTaken;
  private readonly insertMember;
  private readonly lastMemNo;
  private readonly insertJoin;
  private readonly selectSmsLogin;
  private readonly updateSmsLogin;
  private readonly updateTradePassword;
  private readonly selectTradePassword;
  private readonly countTradePasswordFailure;
  private readonly clearTradePasswordFailures;
  private readonly resetTradePassword;
  private readonly passwordChecks = new BoundedWork(PASSWORD_CHECKS.concurrency, PASSWORD_CHECKS.maxQueued);
  private readonly unknownIdHash = unmatchableHash();

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
    private readonly secrets: ServerSecrets,
  ) {
    this.byLoginId = db.prepare<[string], MemberRecord>(
      `SELECT ${MEMBER_COLUMNS} FROM members WHERE login_id = ?`,
    );
    this.byMemNo = db.prepare<[number], MemberRecord>(
      `SELECT ${MEMBER_COLUMNS} FROM members WHERE mem_no = ?`,
    );
    this.insertSession = db.prepare<[string, number, number, number]>(
      'INSERT INTO sessions (id, mem_no, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.selectSession = db.prepare<[string, number], { memNo: number }>(
      'SELECT mem_no AS memNo FROM sessions WHERE id = ? AND expires_at > ?',
    );
    this.touchSession = db.prepare<[number, string]>('UPDATE sessions SET expires_at = ? WHERE id = ?');
    this.deleteSession = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
    this.deleteExpired = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
    this.idTaken = db.prepare<[string], { one: number }>(
      'SELECT 1 AS one FROM members WHERE login_id = ? COLLATE NOCASE',
    );
    this.insertMember = memberInserter(db);
    this.lastMemNo = db.prepare<[], { last: number | null }>('SELECT MAX(mem_no) AS last FROM members');
    this.insertJoin = db.prepare<[JoinRecord]>(
      `INSERT INTO member_joins (mem_no, account_type, corporate_type, email, nation_code, phone, agree_marketing, joined_at)
       VALUES (@memNo, @accountType, @corporateType, @email, @nationCode, @phone, @agreeMarketing, @joinedAt)`,
    );
    this.selectSmsLogin = db.prepare<[number], { smsLogin: number }>(
      'SELECT sms_login AS smsLogin FROM members WHERE mem_no = ?',
    );
    this.updateSmsLogin = db.prepare<[number, number]>('UPDATE members SET sms_login = ? WHERE mem_no = ?');
    this.updateTradePassword = db.prepare<[string, number]>(
      `UPDATE members SET trade_password_hash = ?, trade_password_status = 'Y', trade_password_failures = 0
       WHERE mem_no = ?`,
    );
    this.selectTradePassword = db.prepare<[number], { hash: string | null }>(
      "SELECT trade_password_hash AS hash FROM members WHERE mem_no = ? AND trade_password_status = 'Y'",
    );
    this.countTradePasswordFailure = db.prepare<[number], { failures: number }>(
      `UPDATE members SET trade_password_failures = trade_password_failures + 1 WHERE mem_no = ?
       RETURNING trade_password_failures AS failures`,
    );
    this.clearTradePasswordFailures = db.prepare<[number]>(
      'UPDATE members SET trade_password_failures = 0 WHERE mem_no = ? AND trade_password_failures > 0',
    );
    this.resetTradePassword = db.prepare<[number]>(
      `UPDATE members SET trade_password_status = 'I', trade_password_hash = NULL, trade_password_failures = 0
       WHERE mem_no = ?`,
    );
  }

  /** Whether a member has this login ID, in any case. */
  loginIdTaken(loginId: string): boolean {
    return this.idTaken.get(loginId) !== undefined;
  }

  /** A new password's hash, through the same bounded work as the checks (BusyError when too many wait). */
  hashNewPassword(password: string): Promise<string> {
    return this.passwordChecks.run(() => hashPassword(password));
  }

  /**
   * Creates a member in one transaction with `alsoInTransaction` (which may throw to roll it all back);
   * answers its number, or undefined when the login ID was taken meanwhile.
   */
  createMember(
    member: NewMember,
    passwordHash: string,
    alsoInTransaction: (memNo: number) => void,
  ): number | undefined {
    return this.db.transaction(() => {
      if (this.loginIdTaken(member.loginId)) return undefined;
      const memNo = (this.lastMemNo.get()?.last ?? 100_000) + 1;
      this.insertMember({ ...freshMember(member), memNo }, passwordHash);
      this.insertJoin.run({
        memNo,
        accountType: member.accountType,
        corporateType: member.corporateType,
        email: member.email,
        nationCode: member.nationCode,
        phone: member.phone,
        agreeMarketing: member.agreeMarketing ? 1 : 0,
        joinedAt: this.now(),
      });
      alsoInTransaction(memNo);
      return memNo;
    })();
  }

  /**
   * The member when the credentials match, else undefined. An unknown id gets the same answer after the
   * same scrypt work. Throws BusyError when too many checks are waiting already.
   */
  async authenticate(loginId: string, password: string): Promise<UserInfo | undefined> {
    const member = this.byLoginId.get(loginId);
    const matches = await this.passwordChecks.run(() =>
      verifyPassword(password, member?.passwordHash ?? this.unknownIdHash),
    );
    return member && matches ? toUserInfo(member) : undefined;
  }

  createSession(memNo: number): string {
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    this.db.transaction(() => {
      this.deleteExpired.run(now);
      this.insertSession.run(this.secrets.sessionDigest(id), memNo, now, now + SESSION_TTL_MS);
    })();
    return id;
  }

  /** The member number of a live session (and its expiry slides forward), or undefined. */
  sessionMember(sessionId: string | undefined): number | undefined {
    if (!sessionId) return undefined;
    const now = this.now();
    const digest = this.secrets.sessionDigest(sessionId);
    const row = this.selectSession.get(digest, now);
    if (!row) return undefined;
    this.touchSession.run(now + SESSION_TTL_MS, digest);
    return row.memNo;
  }

  /**
   * Whether a session is live, without sliding its expiry: the feed asks this of its member sockets, and
   * watching the feed is not activity that should keep a session alive.
   */
  sessionLive(sessionId: string): boolean {
    return this.selectSession.get(this.secrets.sessionDigest(sessionId), this.now()) !== undefined;
  }

  endSession(sessionId: string): void {
    this.deleteSession.run(this.secrets.sessionDigest(sessionId));
  }

  /** Whether the member's logins ask for an SMS code after the password (migration 9). */
  smsLoginEnabled(memNo: number): boolean {
    return this.selectSmsLogin.get(memNo)?.smsLogin === 1;
  }

  setSmsLogin(memNo: number, enabled: boolean): void {
    this.updateSmsLogin.run(enabled ? 1 : 0, memNo);
  }

  /** Stores the trade password's hash (migration 12); the member has one now (status 'Y'). */
  setTradePassword(memNo: number, hash: string): void {
    this.updateTradePassword.run(hash, memNo);
  }

  /**
   * Checks the trade password a guarded call names (contract/trade-password.ts): 'notSet' when the member
   * has none (status N or I: not asked here), 'missing', 'right' (the count of wrong ones cleared), or
   * a wrong one with the count so far ('reset' when it reached `maxFailures`: the status is I now and the
   * hash gone). An attempt counts as wrong from its start, so parallel guesses cannot pass the limit
   * while the first are still being checked. The scrypt check runs in the bounded password work
   * (BusyError when too many wait).
   */
  async checkTradePassword(
    memNo: number,
    given: string | undefined,
    maxFailures: number,
  ): Promise<{ kind: 'notSet' | 'missing' | 'right' | 'reset' } | { kind: 'wrong'; failures: number }> {
    const hash = this.selectTradePassword.get(memNo)?.hash ?? null;
    if (hash === null) return { kind: 'notSet' };
    if (given === undefined) return { kind: 'missing' };
    const { failures } = this.countTradePasswordFailure.get(memNo)!;
    const right =
      failures <= maxFailures && (await this.passwordChecks.run(() => verifyPassword(given, hash)));
    if (right) {
      this.clearTradePasswordFailures.run(memNo);
      return { kind: 'right' };
    }
    if (failures < maxFailures) return { kind: 'wrong', failures };
    this.resetTradePassword.run(memNo);
    return { kind: 'reset' };
  }

  userInfo(memNo: number): UserInfo | undefined {
    const member = this.byMemNo.get(memNo);
    return member ? toUserInfo(member) : undefined;
  }
}
