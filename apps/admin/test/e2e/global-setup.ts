import type { TestProject } from 'vitest/node';
import { startStack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    apiUrl: string;
    shopUrl: string;
  }
}

/** One stack (API + back office) for every browser test file. */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('adminUrl', stack.adminUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('shopUrl', stack.shopUrl);
  return () => stack.stop();
}
