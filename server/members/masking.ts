/**
 * How UserInfo shows a member's e-mail and phone (as the seeded members have them): the e-mail's first
 * two characters and its domain ("de***@tradedeck.test"), the phone's first three digits and last four
 * ("010-****-1234"). The whole values stay in `member_joins`.
 */

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // A number too short to keep both ends shows only its last four.
  if (digits.length < 10) return `***-${digits.slice(-4)}`;
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
