/**
 * The shell widgets that talk to the exchange (gallery; shell spec §2.4): the nation picker over GET nations,
 * in both views; the image upload against the simulator's attachments call; the corporate-type guide.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment, Nation } from '../../contract';
import { openCorporateGuide } from '../features/corporate-guide';
import { ImageUpload } from '../widgets/image-upload';
import { NationPicker, nationName, phoneCodeLabel } from '../widgets/nation-picker';

export function NationPickerDemo() {
  const { t, i18n } = useTranslation();
  const [phone, setPhone] = useState<Nation | null>(null);
  const [country, setCountry] = useState<Nation | null>(null);
  const describe = (nation: Nation | null, withCode: boolean) =>
    nation
      ? `${nationName(nation, i18n.language)}${withCode ? ` ${phoneCodeLabel(nation)}` : ''}`
      : t('nationPicker.gallery.none');
  return (
    <div className="td-gallery__row">
      <div className="td-gallery__column">
        <NationPicker
          label={t('nationPicker.gallery.phoneLabel')}
          value={phone?.nationCode ?? null}
          onChange={setPhone}
        />
        <p className="td-gallery__note">
          {t('nationPicker.gallery.chosen', { name: describe(phone, true) })}
        </p>
      </div>
      <div className="td-gallery__column">
        <NationPicker
          label={t('nationPicker.gallery.countryLabel')}
          value={country?.nationCode ?? null}
          onChange={setCountry}
          countryOnly
        />
        <p className="td-gallery__note">
          {t('nationPicker.gallery.chosen', { name: describe(country, false) })}
        </p>
      </div>
    </div>
  );
}

export function ImageUploadDemo() {
  const { t } = useTranslation();
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const names = attachments.map((attachment) => attachment.fileName).join(', ');
  return (
    <div className="td-gallery__column">
      <ImageUpload label={t('imageUpload.gallery.label')} value={attachments} onChange={setAttachments} />
      <p className="td-gallery__note">
        {t('imageUpload.gallery.attached', { names: names || t('imageUpload.gallery.none') })}
      </p>
    </div>
  );
}

export function CorporateGuideDemo() {
  const { t } = useTranslation();
  return (
    <button type="button" className="td-button" onClick={openCorporateGuide}>
      {t('corporateGuide.gallery.open')}
    </button>
  );
}
