// The list-reading thread's entry: plain JavaScript that lets the thread load the TypeScript sources
// (a thread does not inherit the tsx loader of the process that starts it).
import { register } from 'tsx/esm/api';

register();
await import('./readThread.ts');
