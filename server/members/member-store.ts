/**
 * Members and their sessions. A session id is 32 random bytes, stored in SQLite with an expiry that
 * slides forward while the member is active; the id travels in the httpOnly session cookie.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { UserInfo } from '../../contract';
import { verifyPassword } from './passwords';

export const SESSION_TTL_MS = 24 * 3_600_000;

interface MemberRecord {
  memNo: number;
  loginId: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string;
  campaign: number;
  joinType: number;
  retCd: number;
  status: 'N' | 'H';
  minor: number;
  tradePassword: 'Y' | 'N' | 'I';
  language: 'ko' | 'en';
  business: number;
  gradeName: string;
  gradeColor: string;
  gradeGroup: UserInfo['gradeGroup'];
  virtualAccount: number;
  limitAccount: number;
  limitCustType: string | null;
}

const MEMBER_COLUMNS = `mem_no AS memNo, login_id AS loginId, password_hash AS passwordHash, name, email, phone,
  is_pw_chg_campaign_target AS campaign, join_type AS joinType, ret_cd AS retCd, status, is_minor AS minor,
  trade_password_status AS tradePassword, language, is_business AS business, grade_name AS gradeName,
  grade_color AS gradeColor, grade_group AS gradeGroup, is_virtual_account AS virtualAccount,
  is_limit_account AS limitAccount, limit_cust_type AS limitCustType`;

function toUserInfo(member: MemberRecord): UserInfo {
  return {
    memNo: member.memNo,
    loginId: member.loginId,
    name: member.name,
    email: member.email,
    phoneNoMaskedVer2: member.phone,
    isPasswordChgCampaignTarget: member.campaign === 1,
    joinType: member.joinType,
    retCd: member.retCd,
    status: member.status,
    isMinor: member.minor === 1,
    useTradePasswordStatus: member.tradePassword,
    language: member.language,
    isBusiness: member.business === 1,
    nameOfGrade: member.gradeName,
    colorOfGrade: member.gradeColor,
    gradeGroup: member.gradeGroup,
    isVirtualAccount: member.virtualAccount === 1,
    isLimitAccount: member.limitAccount === 1,
    limitCustType: member.limitCustType,
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

  /** The member when the credentials match, else undefined (same answer for an unknown id). */
  async authenticate(loginId: string, password: string): Promise<UserInfo | undefined> {
    const member = this.byLoginId.get(loginId);
    if (!member) return undefined;
    return (await verifyPassword(password, member.passwordHash)) ? toUserInfo(member) : undefined;
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

  endSession(sessionId: string): void {
    this.deleteSession.run(sessionId);
  }

  userInfo(memNo: number): UserInfo | undefined {
    const member = this.byMemNo.get(memNo);
    return member ? toUserInfo(member) : undefined;
  }
}
