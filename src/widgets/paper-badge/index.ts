/** The paper badge widget's door: the paper-trading mark of the order and open-orders panels. */
export { PaperBadge } from './PaperBadge';
