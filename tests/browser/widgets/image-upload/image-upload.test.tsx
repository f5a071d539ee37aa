import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Attachment } from '../../../../contract';
import { ImageUpload } from '../../../../src/widgets/image-upload';
import type { Language } from '../../../../src/i18n';
import { callsTo, envelope, resetStores, stubApi, type Route } from '../../shell/harness';
import { mount } from '../../ui/mount';

const KB = 1_024;
// A 1×1 transparent PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const sized = (name: string, kb: number) => new File([new Uint8Array(kb * KB)], name, { type: 'image/png' });

const attachment = (fileName: string, size = PNG.length): Attachment => ({
  attachmentId: `att-${fileName}-0123456789abcdef`,
  fileName,
  size,
  mediaType: 'image/png',
});

/** Answers an upload with the file it got, as the simulator does. */
const accept: Route = ({ init }) => {
  const file = init?.body as File;
  return envelope(attachment(decodeURIComponent(file.name), file.size));
};

/** The widget under a form that owns its value, and what the form heard. */
function mountUpload(options: { language?: Language; value?: Attachment[]; upload?: Route } = {}) {
  resetStores({ member: false, language: options.language ?? 'ko' });
  const fetchStub = stubApi({ 'POST /v1/comn/attachments': options.upload ?? accept });
  const onChange = vi.fn<(attachments: Attachment[]) => void>();
  function Form() {
    const [value, setValue] = useState<Attachment[]>(options.value ?? []);
    return (
      <>
        <ImageUpload
          label={options.language === 'en' ? 'Documents' : '서류'}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
        <p>{value.map((kept) => kept.fileName).join(',')}</p>
      </>
    );
  }
  const mounted = mount(<Form />);
  return { onChange, fetchStub, ...mounted };
}

const input = (language: Language = 'ko') =>
  page.getByLabelText(language === 'en' ? 'Attach images' : '이미지 첨부');
const alerts = () =>
  page
    .getByRole('alert')
    .elements()
    .map((alert) => alert.textContent);

describe('image upload', () => {
  test('ko: an image is uploaded, previewed, counted and removed (its preview URL revoked)', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { onChange, fetchStub } = mountUpload();
    await expect.element(page.getByRole('region', { name: '서류' })).toBeVisible();
    await expect.element(page.getByText('0 / 3')).toHaveAttribute('aria-label', '첨부 0건 / 최대 3건');
    await userEvent.upload(input(), [png('photo.png')]);

    const preview = page.getByRole('img', { name: 'photo.png 미리보기' });
    await expect.element(preview).toBeVisible();
    await expect.poll(() => (preview.element() as HTMLImageElement).naturalWidth).toBe(1);
    await expect.element(page.getByText('1 / 3')).toHaveAttribute('aria-label', '첨부 1건 / 최대 3건');
    expect(onChange).toHaveBeenCalledExactlyOnceWith([attachment('photo.png')]);
    const [sent] = callsTo(fetchStub, '/v1/comn/attachments');
    expect(sent?.body).toBeInstanceOf(File);
    expect((sent?.headers as Record<string, string>)['x-file-name']).toBe('photo.png');
    const url = (preview.element() as HTMLImageElement).src;
    expect(url).toMatch(/^blob:/);

    await page.getByRole('button', { name: 'photo.png 삭제' }).click();
    await expect.element(page.getByText('0 / 3')).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(revoke).toHaveBeenCalledWith(url);
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });

  test('en: the limits of §5 — 5,119 KB passes, 5,120 KB and an unsupported type are refused with their messages', async () => {
    const { onChange, fetchStub } = mountUpload({ language: 'en' });
    await userEvent.upload(input('en'), [
      sized('ok.PNG', 5_119),
      sized('big.png', 5_120),
      new File(['%PDF'], 'doc.pdf'),
    ]);
    await expect
      .poll(alerts)
      .toEqual([
        'You cannot register a file larger than 5,120KB.',
        'This is an unsupported file format. Please try again.',
      ]);
    await expect
      .element(page.getByRole('list', { name: 'Attached files' }).getByText('ok.PNG'))
      .toBeVisible();
    await expect.element(page.getByText('1 / 3')).toHaveAttribute('aria-label', '1 of 3 attached');
    expect(callsTo(fetchStub, '/v1/comn/attachments')).toHaveLength(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([attachment('ok.PNG', 5_119 * KB)]);

    // A refused file's message goes with its remove button, and with the next choice.
    await page.getByRole('button', { name: 'Remove doc.pdf' }).click();
    await expect.poll(alerts).toEqual(['You cannot register a file larger than 5,120KB.']);
    await userEvent.upload(input('en'), [png('b.gif')]);
    await expect.poll(alerts).toEqual([]);
    await expect.element(page.getByText('2 / 3')).toBeVisible();
  });

  test('3 files pass, a 4th is refused for the count (ko and en)', async () => {
    const three = [attachment('a.png'), attachment('b.png')];
    const { onChange } = mountUpload({ value: three });
    await userEvent.upload(input(), [png('c.jpg'), png('d.jpg')]);
    await expect.poll(alerts).toEqual(['최대 3건까지 첨부할 수 있습니다.']);
    await expect.element(page.getByText('3 / 3')).toBeVisible();
    expect(onChange).toHaveBeenCalledExactlyOnceWith([...three, attachment('c.jpg')]);
    // Attachments from before have no preview of theirs, but a name and a remove button.
    await expect.element(page.getByRole('button', { name: 'a.png 삭제' })).toBeVisible();

    await userEvent.upload(input(), [png('e.heic')]);
    await expect.poll(alerts).toEqual(['최대 3건까지 첨부할 수 있습니다.']);
    await expect.element(page.getByRole('list', { name: '첨부 파일' }).getByText('e.heic')).toBeVisible();
  });

  test('en: the exchange refuses a renamed file by its content: its message, no attachment, the preview revoked', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { onChange } = mountUpload({
      language: 'en',
      upload: () => envelope({ problem: 'unsupported' }, 400, 'ATTACHMENT_REFUSED', 'refused'),
    });
    await userEvent.upload(input('en'), [new File(['MZ\u0090\u0000'], 'setup.png', { type: 'image/png' })]);
    await expect.poll(alerts).toEqual(['This is an unsupported file format. Please try again.']);
    await expect.element(page.getByText('0 / 3')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });

  test('ko: the server refusal in Korean; another failure shows the failed message', async () => {
    let answer = envelope({ problem: 'tooLarge' }, 400, 'ATTACHMENT_REFUSED', 'refused');
    mountUpload({ upload: () => answer });
    await userEvent.upload(input(), [png('a.png')]);
    await expect.poll(alerts).toEqual(['5,120KB 이상의 파일은 등록할 수 없습니다.']);
    answer = envelope(null, 400, 'BAD_REQUEST', 'bad');
    await userEvent.upload(input(), [png('b.png')]);
    await expect.poll(alerts).toEqual(['업로드하지 못했습니다. 다시 시도해 주세요.']);
  });

  test('a file on its way shows its state and takes a slot; removing it cancels it; unmounting revokes every preview', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const answers: ((response: Response) => void)[] = [];
    const signals: AbortSignal[] = [];
    const { onChange, rerender } = mountUpload({
      language: 'en',
      upload: ({ init }) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>((resolve) => answers.push(resolve));
      },
    });
    await userEvent.upload(input('en'), [png('slow.png'), png('late.png')]);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .elements()
          .map((status) => status.textContent),
      )
      .toEqual(['Uploading…', 'Uploading…']);
    await expect.element(page.getByText('2 / 3')).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Preview of slow.png' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove late.png' }).click();
    await expect.element(page.getByText('1 / 3')).toBeVisible();
    expect(signals[1]?.aborted).toBe(true);

    answers[0]?.(accept({ url: new URL(location.href), init: { body: png('slow.png') } }) as Response);
    await expect.poll(() => page.getByRole('status').elements()).toHaveLength(0);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([attachment('slow.png')]);
    const url = (page.getByRole('img', { name: 'Preview of slow.png' }).element() as HTMLImageElement).src;

    revoke.mockClear();
    // The widget's owner unmounts it: every preview it still holds is revoked.
    rerender(null);
    await expect.poll(() => revoke.mock.calls.map(([revoked]) => revoked)).toContain(url);
  });
});
