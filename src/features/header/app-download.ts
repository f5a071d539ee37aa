/**
 * Where the app-download box sends a phone (shell spec §2.2): the page its QR code opens, which sends each
 * phone to its store, and the two store pages. The project's choice, kept here and nowhere else.
 */
export const APP_DOWNLOAD = {
  qrUrl: 'https://tradedeck.app/download',
  android: 'https://play.google.com/store/apps/details?id=app.tradedeck',
  ios: 'https://apps.apple.com/app/tradedeck/id6736370001',
} as const;
