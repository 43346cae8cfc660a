/** Builds the server (dist/) when it is older than src/ or the contract (build-when-stale.mjs). */
export function buildWhenStale(): void;
