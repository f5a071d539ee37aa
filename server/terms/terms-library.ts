/**
 * Every terms document type's dated versions (page-documents.ts, consent-documents.ts), numbered once,
 * and the lookups the routes answer: a type's published versions and one version by reference. Kept in
 * code, not in the database: the exchange publishes terms with its releases.
 */
import {
  TERMS_TYPES,
  versionInEffect,
  type TermsHistory,
  type TermsType,
  type TermsVersion,
  type TermsVersionRef,
} from '../../contract';
import type { Language } from '../errors/messages';
import type { SeedVersion } from './articles';
import { CONSENT_DOCUMENTS } from './consent-documents';
import { PAGE_DOCUMENTS } from './page-documents';

interface StoredVersion extends SeedVersion {
  versionId: number;
  type: TermsType;
}

const SEED: Record<TermsType, SeedVersion[]> = { ...PAGE_DOCUMENTS, ...CONSENT_DOCUMENTS };

/** Ids follow the types' order, then each type's versions oldest first: the same on every start. */
export const TERMS_LIBRARY: ReadonlyMap<TermsType, readonly StoredVersion[]> = (() => {
  let nextId = 1;
  return new Map(
    TERMS_TYPES.map((type) => [
      type,
      [...SEED[type]]
        .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate))
        .map((version) => ({ ...version, type, versionId: nextId++ })),
    ]),
  );
})();

/** The versions in effect by `today` (KST day), newest first; later ones are not published yet. */
function published(type: TermsType, today: string): StoredVersion[] {
  return (TERMS_LIBRARY.get(type) ?? []).filter((version) => version.effectiveDate <= today).reverse();
}

function summary(version: StoredVersion, language: Language) {
  return {
    versionId: version.versionId,
    type: version.type,
    effectiveDate: version.effectiveDate,
    title: version.title[language],
  };
}

/** A type's published versions and the current one; null when none is published yet. */
export function termsHistory(type: TermsType, language: Language, today: string): TermsHistory | null {
  const versions = published(type, today);
  const current = versions[0];
  if (!current) return null;
  return {
    type,
    currentVersionId: current.versionId,
    versions: versions.map((version) => summary(version, language)),
  };
}

/** One published version of a type by reference; null when there is none (or it belongs to another type). */
export function termsVersion(
  type: TermsType,
  ref: TermsVersionRef,
  language: Language,
  today: string,
): TermsVersion | null {
  const versions = published(type, today);
  const current = versions[0];
  const found =
    ref.kind === 'current'
      ? current
      : ref.kind === 'date'
        ? versionInEffect(versions, ref.date)
        : versions.find((version) => version.versionId === ref.versionId);
  if (!found || !current) return null;
  return { ...summary(found, language), isCurrent: found === current, body: found.body[language] };
}
