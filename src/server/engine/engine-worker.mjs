// The worker's entry: plain JavaScript that registers tsx in this thread (a worker does not
// inherit the parent's loader), then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./engine-worker.ts');
