/** The Picture-in-Picture ticker's door: its button (the window's code is a lazy chunk it loads). */
export { PipTickerButton } from './PipTickerButton';
