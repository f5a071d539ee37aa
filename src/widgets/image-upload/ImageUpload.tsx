/**
 * The image upload (shell spec §2.4, §5, §9): attaches up to 3 images. Each chosen file is judged by
 * name and size first (upload-rules.ts), then sent on its own; the exchange checks the type again from
 * the content and may refuse it. Attached files show a preview (an object URL, revoked when the file is
 * removed or the widget unmounts), a remove button and the count; files on their way show their state,
 * refused ones §5's message until removed or until the next choice.
 * Controlled: `value` is the attached files; `onChange` hears every change of it. A guest's page passes
 * the captcha it solved (`captchaKey`), sent with each file.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD, type Attachment, type UploadProblem } from '../../../contract';
import { uploadAttachment } from '../../api/client';
import { reportApiError } from '../../api/query';
import { FallbackImage } from '../../ui/FallbackImage';
import { judgeChosenFiles, refusalProblem, UPLOAD_ACCEPT, uploadMessage } from './upload-rules';
import './image-upload.css';

export interface ImageUploadProps {
  /** The accessible name of the widget (its heading). */
  label: string;
  value: readonly Attachment[];
  onChange: (attachments: Attachment[]) => void;
  disabled?: boolean;
  /** A guest's page (sign-up): the captcha it solved, which the exchange asks of a guest's upload. */
  captchaKey?: string;
}

/** A file not (yet) attached: on its way, or refused with §5's problem (null: the upload failed). */
interface PendingFile {
  key: number;
  fileName: string;
  previewUrl: string | null;
  state: { kind: 'uploading' } | { kind: 'refused'; problem: UploadProblem | null };
}

let nextKey = 1;

/** Revokes an object URL the widget still holds (once: a revoked one has left `live`). */
function revokeLive(live: Set<string>, url: string | null | undefined): void {
  if (!url || !live.delete(url)) return;
  URL.revokeObjectURL(url);
}

export function ImageUpload({ label, value, onChange, disabled = false, captchaKey }: ImageUploadProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(() => new Map());
  // What the widget owns until it unmounts: the live object URLs and the uploads on their way.
  const liveUrls = useRef(new Set<string>());
  const uploads = useRef(new Map<number, AbortController>());
  // Uploads end one by one; each adds to the latest list, not to the one of the render that started it.
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  }, [value]);

  // A preview lives until its remove button or the unmount: an attachment the form drops by itself keeps
  // its URL until then (at most a few), so a form that takes a moment to store the new list never sees a
  // revoked preview.
  useEffect(() => {
    const urls = liveUrls.current;
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const revoke = (url: string | null | undefined) => revokeLive(liveUrls.current, url);

  const upload = async (key: number, file: File, previewUrl: string) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    try {
      const attachment = await uploadAttachment(file, { signal: controller.signal, captchaKey });
      setPending((current) => current.filter((entry) => entry.key !== key));
      setPreviews((current) => new Map(current).set(attachment.attachmentId, previewUrl));
      const next = [...latestValue.current, attachment];
      latestValue.current = next;
      onChange(next);
    } catch (error) {
      if (controller.signal.aborted) return;
      const problem = refusalProblem(error);
      // A refusal is this file's message; any other failure is the shell's to show (delay, server error).
      if (problem === null) reportApiError(error);
      revoke(previewUrl);
      setPending((current) =>
        current.map((entry) =>
          entry.key === key ? { ...entry, previewUrl: null, state: { kind: 'refused', problem } } : entry,
        ),
      );
    } finally {
      uploads.current.delete(key);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (files.length === 0) return;
    // Refusals of an earlier choice give way to this one's.
    const uploading = pending.filter((entry) => entry.state.kind === 'uploading');
    const added: PendingFile[] = [];
    const starts: (() => void)[] = [];
    for (const { file, problem } of judgeChosenFiles(files, value.length + uploading.length)) {
      const key = nextKey++;
      if (problem !== null) {
        added.push({ key, fileName: file.name, previewUrl: null, state: { kind: 'refused', problem } });
        continue;
      }
      const previewUrl = URL.createObjectURL(file);
      liveUrls.current.add(previewUrl);
      added.push({ key, fileName: file.name, previewUrl, state: { kind: 'uploading' } });
      starts.push(() => void upload(key, file, previewUrl));
    }
    setPending((current) => [...current.filter((entry) => entry.state.kind === 'uploading'), ...added]);
    for (const start of starts) start();
  };

  const removeAttachment = (attachment: Attachment) => {
    revoke(previews.get(attachment.attachmentId));
    setPreviews((current) => {
      const next = new Map(current);
      next.delete(attachment.attachmentId);
      return next;
    });
    const next = latestValue.current.filter((kept) => kept.attachmentId !== attachment.attachmentId);
    latestValue.current = next;
    onChange(next);
  };

  const removePending = (entry: PendingFile) => {
    uploads.current.get(entry.key)?.abort();
    revoke(entry.previewUrl);
    setPending((current) => current.filter((kept) => kept.key !== entry.key));
  };

  const attached = value.length + pending.filter((entry) => entry.state.kind === 'uploading').length;
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;

  return (
    <section className="td-image-upload" aria-labelledby={headingId}>
      <div className="td-image-upload__head">
        <h3 id={headingId} className="td-image-upload__title">
          {label}
        </h3>
        <span
          className="td-image-upload__count"
          aria-label={t('imageUpload.countLabel', { attached, max: UPLOAD.maxFiles })}
        >
          {t('imageUpload.count', { attached, max: UPLOAD.maxFiles })}
        </span>
      </div>
      <label className="td-button td-image-upload__choose" data-disabled={disabled || undefined}>
        {t('imageUpload.choose')}
        <input
          type="file"
          className="td-visually-hidden"
          accept={UPLOAD_ACCEPT}
          multiple
          disabled={disabled}
          aria-describedby={hintId}
          onChange={choose}
        />
      </label>
      <p id={hintId} className="td-image-upload__hint">
        {t('imageUpload.hint', {
          extensions: UPLOAD.extensions.join(', '),
          max: UPLOAD.maxFiles,
          size: UPLOAD.maxSizeKb.toLocaleString('en-US'),
        })}
      </p>
      <ul className="td-image-upload__list" aria-label={t('imageUpload.files')}>
        {value.map((attachment) => (
          <li key={attachment.attachmentId} className="td-image-upload__file" data-state="attached">
            <Preview url={previews.get(attachment.attachmentId) ?? null} name={attachment.fileName} />
            <span className="td-image-upload__name">{attachment.fileName}</span>
            <RemoveButton
              name={attachment.fileName}
              disabled={disabled}
              onRemove={() => removeAttachment(attachment)}
            />
          </li>
        ))}
        {pending.map((entry) => (
          <li key={entry.key} className="td-image-upload__file" data-state={entry.state.kind}>
            <Preview url={entry.previewUrl} name={entry.fileName} />
            <span className="td-image-upload__name">{entry.fileName}</span>
            {entry.state.kind === 'uploading' ? (
              <span className="td-image-upload__state" role="status">
                {t('imageUpload.uploading')}
              </span>
            ) : (
              <span className="td-image-upload__error" role="alert">
                {entry.state.problem === null
                  ? t('imageUpload.failed')
                  : uploadMessage(entry.state.problem, i18n.language)}
              </span>
            )}
            <RemoveButton name={entry.fileName} disabled={false} onRemove={() => removePending(entry)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Preview({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation();
  const alt = t('imageUpload.preview', { name });
  return url ? (
    <FallbackImage
      src={url}
      alt={alt}
      className="td-image-upload__preview"
      placeholderClassName="td-image-upload__preview td-image-upload__preview--none"
    />
  ) : (
    <span className="td-image-upload__preview td-image-upload__preview--none" aria-hidden="true" />
  );
}

function RemoveButton({
  name,
  disabled,
  onRemove,
}: {
  name: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="td-image-upload__remove"
      aria-label={t('imageUpload.remove', { name })}
      disabled={disabled}
      onClick={onRemove}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
