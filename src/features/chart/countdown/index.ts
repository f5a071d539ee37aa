/**
 * The chart area's countdown panel (chart spec §4): the chart panel asks useListingSchedule(coin) what to
 * show and mounts CountdownPanel instead of the chart while its mode is not null.
 */
export { CountdownPanel, type CountdownPanelProps } from './CountdownPanel';
export { useListingSchedule, type ListingScheduleView } from './use-listing-schedule';
export type { CountdownMode, ListingSchedule } from './countdown-rules';
