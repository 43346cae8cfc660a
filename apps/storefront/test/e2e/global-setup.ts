import type { TestProject } from 'vitest/node';
import { startStack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    /** See Stack.mailLog: development mails (password reset links). */
    mailLog: string;
    /** The eSewa/Khalti simulator. */
    gatewayUrl: string;
  }
}

/** One stack (API + storefront) for every browser test file. */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mailLog', stack.mailLog);
  project.provide('gatewayUrl', stack.gatewayUrl);
  return () => stack.stop();
}
