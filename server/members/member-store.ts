/**
 * Members and their sessions. A session id is 32 random bytes, stored in SQLite with an expiry that
 * slides forward while the member is active; the id travels in the httpOnly session cookie.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { UserInfo } from '../../contract';
import { BoundedWork } from './bounded-work';
import { unmatchableHash, verifyPassword } from './passwords';

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

export class MemberStore {
  private readonly byLoginId;
  private readonly byMemNo;
  private readonly insertSession;
  private readonly selectSession;
  private readonly touchSession;
  private readonly deleteSession;
  private readonly deleteExpired;
  private readonly passwordChecks = new BoundedWork(PASSWORD_CHECKS.concurrency, PASSWORD_CHECKS.maxQueued);
  private readonly unknownIdHash = unmatchableHash();

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
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
      this.insertSession.run(id, memNo, now, now + SESSION_TTL_MS);
    })();
    return id;
  }

  /** The member number of a live session (and its expiry slides forward), or undefined. */
  sessionMember(sessionId: string | undefined): number | undefined {
    if (!sessionId) return undefined;
    const now = this.now();
    const row = this.selectSession.get(sessionId, now);
    if (!row) return undefined;
    this.touchSession.run(now + SESSION_TTL_MS, sessionId);
    return row.memNo;
  }

  /**
   * Whether a session is live, without sliding its expiry: the feed asks this of its member sockets, and
   * watching the feed is not activity that should keep a session alive.
   */
  sessionLive(sessionId: string): boolean {
    return this.selectSession.get(sessionId, this.now()) !== undefined;
  }

  endSession(sessionId: string): void {
    this.deleteSession.run(sessionId);
  }

  userInfo(memNo: number): UserInfo | undefined {
    const member = this.byMemNo.get(memNo);
    return member ? toUserInfo(member) : undefined;
  }
}
