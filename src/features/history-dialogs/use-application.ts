/**
 * The application detail's data: the application history record (historyInfo) and its documents (§7
 * files). W-A-300 is an answer, not a failure (§8): the documents are shown as "-", the image type is the
 * call's own (DE or RE) and the server's message is kept to show; any other refusal is the shell's.
 */
import { useQuery } from '@tanstack/react-query';
import {
  IMG_RECP_TYPE_OF,
  INOUT_ERROR_CODES,
  type ApplicationKind,
  type ExamFile,
  type ImgRecpType,
} from '../../../contract';
import { isApiError } from '../../api/api-error';
import { getApplicationFiles, getApplicationRecord } from '../../api/inout-client';
import { getQueryClient, queryKeys } from '../../api/query';

export interface ApplicationDocuments {
  imgRecpTypeCd: ImgRecpType;
  /** null: the documents are gone (shown as "-"). */
  files: readonly ExamFile[] | null;
  /** The server's message when the documents are gone. */
  goneMessage: string | null;
}

/** No documents to show ("-"): the application has none of the kind, or they are gone (with the message). */
export function noDocuments(kind: ApplicationKind, goneMessage: string | null = null): ApplicationDocuments {
  return { imgRecpTypeCd: IMG_RECP_TYPE_OF[kind], files: null, goneMessage };
}

async function loadDocuments(
  kind: ApplicationKind,
  seq: number,
  signal: AbortSignal,
): Promise<ApplicationDocuments> {
  try {
    const answer = await getApplicationFiles(kind, seq, { signal });
    return { imgRecpTypeCd: answer.imgRecpTypeCd, files: answer.examFileList, goneMessage: null };
  } catch (error) {
    if (!isApiError(error) || error.code !== INOUT_ERROR_CODES.filesGone) throw error;
    return noDocuments(kind, error.message);
  }
}

export function useApplicationRecord(seq: number) {
  return useQuery(
    {
      queryKey: queryKeys.applicationRecord(seq),
      queryFn: ({ signal }) => getApplicationRecord(seq, { signal }),
      // Read on each opening: the record moves on (review, approval) while the app stays open.
      refetchOnMount: 'always',
    },
    getQueryClient(),
  );
}

/**
 * The documents of the record's kind of application, once the record says which; without such an
 * application there is nothing to ask (the exchange would answer 404) and the documents are "-".
 */
export function useApplicationDocuments(kind: ApplicationKind | null, seq: number) {
  return useQuery<ApplicationDocuments>(
    {
      queryKey: queryKeys.applicationFiles(kind ?? 'deposit', seq),
      queryFn: ({ signal }) => loadDocuments(kind ?? 'deposit', seq, signal),
      enabled: kind !== null,
      // A new application replaces the documents of the one before.
      refetchOnMount: 'always',
    },
    getQueryClient(),
  );
}
