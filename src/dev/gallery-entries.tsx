/**
 * The gallery's list of blocks: adding a block to the gallery is one entry here (its section id, its
 * title key and its demo). The section ids are what the gallery test checks.
 */
import type { ComponentType } from 'react';
import {
  AlertDemo,
  BubbleDemo,
  CoinIconDemo,
  CompletionDemo,
  ImageDemo,
  ModalDemo,
  PaginatorDemo,
  RadioDemo,
  SearchDemo,
  SliderDemo,
  SortHeaderDemo,
  TabsDemo,
  ToastDemo,
  ToggleDemo,
} from './demos';
import { DatePickerDemo, InputDemo, SelectDemo, StepperDemo } from './input-demos';
import { MiniChartDemo } from './MiniChartDemo';
import { CorporateGuideDemo, ImageUploadDemo, NationPickerDemo } from './WidgetDemos';

/** Every shared building block and the mini chart (chart spec §2), in the gallery's order. */
export const GALLERY_SECTIONS = [
  'modal',
  'alert',
  'toast',
  'sortHeader',
  'radio',
  'slider',
  'search',
  'tabs',
  'toggle',
  'bubble',
  'coinIcon',
  'image',
  'completion',
  'paginator',
  'input',
  'stepper',
  'select',
  'datePicker',
  'miniChart',
  'nationPicker',
  'imageUpload',
  'corporateGuide',
] as const;

export type GallerySectionId = (typeof GALLERY_SECTIONS)[number];

export interface GalleryEntry {
  id: GallerySectionId;
  Demo: ComponentType;
}

export const GALLERY_ENTRIES: readonly GalleryEntry[] = [
  { id: 'modal', Demo: ModalDemo },
  { id: 'alert', Demo: AlertDemo },
  { id: 'toast', Demo: ToastDemo },
  { id: 'sortHeader', Demo: SortHeaderDemo },
  { id: 'radio', Demo: RadioDemo },
  { id: 'slider', Demo: SliderDemo },
  { id: 'search', Demo: SearchDemo },
  { id: 'tabs', Demo: TabsDemo },
  { id: 'toggle', Demo: ToggleDemo },
  { id: 'bubble', Demo: BubbleDemo },
  { id: 'coinIcon', Demo: CoinIconDemo },
  { id: 'image', Demo: ImageDemo },
  { id: 'completion', Demo: CompletionDemo },
  { id: 'paginator', Demo: PaginatorDemo },
  { id: 'input', Demo: InputDemo },
  { id: 'stepper', Demo: StepperDemo },
  { id: 'select', Demo: SelectDemo },
  { id: 'datePicker', Demo: DatePickerDemo },
  { id: 'miniChart', Demo: MiniChartDemo },
  { id: 'nationPicker', Demo: NationPickerDemo },
  { id: 'imageUpload', Demo: ImageUploadDemo },
  { id: 'corporateGuide', Demo: CorporateGuideDemo },
];

/**
 * The key of a section's heading: the blocks of src/ui are named under ui.gallery, a feature's widget
 * (the mini chart) under its own i18n section.
 */
export function sectionTitleKey(id: GallerySectionId) {
  if (id === 'miniChart') return 'miniChart.gallery.title' as const;
  if (id === 'nationPicker' || id === 'imageUpload' || id === 'corporateGuide')
    return `${id}.gallery.title` as const;
  return `ui.gallery.sections.${id}` as const;
}

/** Shared blocks (chart spec §2) with no gallery entry yet; the page lists them so the gap is visible. */
export function missingSections(entries: readonly GalleryEntry[] = GALLERY_ENTRIES): GallerySectionId[] {
  const present = new Set(entries.map((entry) => entry.id));
  return GALLERY_SECTIONS.filter((id) => !present.has(id));
}
