/** A TCP port on 127.0.0.1 that was free a moment ago (for servers that tests start). */
export declare function freePort(): Promise<number>;
