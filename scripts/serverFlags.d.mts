/** Node's flags for the site's server process (scripts/serverFlags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
