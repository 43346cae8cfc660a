import type { TestProject } from 'vitest/node';
import { startStack } from '../support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    demoUrl: string;
    foreignUrl: string;
    inspectUrl: string;
  }
}

/** One stack (API server, demo partner pages, inspector) for every browser test file. */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('apiUrl', stack.apiUrl);
  project.provide('demoUrl', stack.demoUrl);
  project.provide('foreignUrl', stack.foreignUrl);
  project.provide('inspectUrl', stack.inspectUrl);
  return () => stack.stop();
}
