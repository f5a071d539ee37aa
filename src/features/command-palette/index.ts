/**
 * The command palette's door: the key that opens it in a window (CommandPaletteHost, the palette itself a
 * lazy chunk behind it), what a host lets it do, and its pure rules for tests.
 */
export { CommandPaletteHost, type CommandPaletteHostProps } from './CommandPaletteHost';
export type { CommandPaletteActions, CommandPaletteHostActions } from './actions';
export type { PanelChoice } from './rules/catalogue';
