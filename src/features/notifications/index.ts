/**
 * The notifications feature's door: the header's bell, the workspace panel, and the window's wiring the
 * app starts once (feed and session into the store, the shows this window was chosen for).
 */
export { NotificationBell } from './NotificationBell';
export { NotificationsPanel } from './NotificationsPanel';
export { followNotifications } from './follow-notifications';
