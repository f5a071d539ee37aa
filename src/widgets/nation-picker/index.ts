/** The nation picker's door (shell spec §3 Nation, §4, §5, §7): the picker and its pure search. */
export { NationPicker, type NationPickerProps } from './NationPicker';
export { nationName, nationSearchIndex, phoneCodeLabel, searchNations } from './nation-search';
