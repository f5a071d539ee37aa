/**
 * The entry of a worker thread that runs a TypeScript module: the server runs under tsx (`npm start`) or
 * Vitest, and neither's loader reaches a worker thread, so this plain module registers tsx in the worker
 * and then imports `workerData.entry` (a file URL), which reads the rest of `workerData` itself.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
