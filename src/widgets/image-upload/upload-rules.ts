/**
 * Rules of the image upload (shell spec §5, §9; contract/widgets.ts): which chosen files may be sent, in
 * the order chosen, counting those already attached or on their way; the problem a refused upload names;
 * and §5's messages, word for word, in the current language.
 */
import {
  ERROR_CODES,
  UPLOAD,
  UPLOAD_MESSAGES,
  uploadProblem,
  uploadRefusalSchema,
  type UploadProblem,
} from '../../../contract';
import { isApiError } from '../../api/api-error';

/** The file input's `accept`: the allowed extensions (the check itself ignores case). */
export const UPLOAD_ACCEPT = UPLOAD.extensions.map((extension) => `.${extension}`).join(',');

export interface JudgedFile<F> {
  file: F;
  problem: UploadProblem | null;
}

/**
 * Each chosen file with its problem, `taken` slots being used already: every file let through takes a
 * slot, so a fourth file is refused for the count even when chosen together with the others.
 */
export function judgeChosenFiles<F extends { name: string; size: number }>(
  files: readonly F[],
  taken: number,
): JudgedFile<F>[] {
  let count = taken;
  return files.map((file) => {
    const problem = uploadProblem(file, count);
    if (problem === null) count++;
    return { file, problem };
  });
}

/** The problem the exchange named when it refused an upload; null when the upload failed otherwise. */
export function refusalProblem(error: unknown): UploadProblem | null {
  if (!isApiError(error) || error.code !== ERROR_CODES.attachmentRefused) return null;
  const refusal = uploadRefusalSchema.safeParse(error.data);
  return refusal.success ? refusal.data.problem : null;
}

/** §5's message for a problem, in the current language (English for 'en…', else Korean). */
export function uploadMessage(problem: UploadProblem, language: string): string {
  return UPLOAD_MESSAGES[problem][language.startsWith('en') ? 'en' : 'ko'];
}
