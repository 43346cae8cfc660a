/** The file holding a migrated PGlite database's dump, made once a build (migrated-dump.mjs). */
export function migratedDump(): Promise<string>;
