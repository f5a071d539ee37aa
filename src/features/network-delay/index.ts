/** The network-delay page's door (shell spec §2.4, §8). */
export { NetworkDelayPage, type NetworkDelayPageProps } from './NetworkDelayPage';
