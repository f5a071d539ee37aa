/**
 * A price that changed flashes up or down for this long (shell spec §4, §9): the coin list's rows and the
 * live price alike.
 */
export const FLASH_MS = 200;
