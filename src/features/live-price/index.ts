/** The live price feature's door: the live price panel. */
export { LivePrice, type LivePriceProps } from './LivePrice';
