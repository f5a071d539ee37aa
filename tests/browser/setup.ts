// Shared set-up for browser tests (real Chromium).
export {};
